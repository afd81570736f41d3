import { createEvent, createVenue, saveResource, updateEvent, updateVenue } from '@fundax/core';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  ABQ,
  type Member,
  administrator,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';
import { grant, jpeg, mp4, pdf, png, upload, webp } from '../test-support/uploads';

const venueInput = {
  name: 'Green Chile Cafe',
  address: '400 Central Ave SW, Albuquerque, NM 87102',
  location: ABQ,
  category: 'cafe',
};

describe('attaching uploaded files', () => {
  let partner: Member;

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    partner = await member('partner');
  });

  it('gives a new venue its photo: variants for srcset and the card size as imageUrl', async () => {
    const fileId = await upload(partner, 'venue-photo', 'image/jpeg', await jpeg(900, 600));
    const { id } = ok(await call(createVenue, { ...venueInput, imageFileId: fileId }, partner));
    const venue = await read('venues', id);
    const file = await read('files', fileId);
    expect(venue.image).toEqual(file.image);
    expect(venue.imageUrl).toBe(file.image?.variants.find((v) => v.name === 'card')?.url);
  });

  it('changes and clears a venue’s photo; a typed address drops the variants', async () => {
    const venueId = await seedVenue(partner.uid);
    const fileId = await upload(partner, 'venue-photo', 'image/png', await png(64, 64));
    ok(await call(updateVenue, { id: venueId, imageFileId: fileId }, partner));
    expect((await read('venues', venueId)).image?.fileId).toBe(fileId);
    ok(
      await call(
        updateVenue,
        { id: venueId, imageUrl: 'https://photos.example/cafe.jpg' },
        partner,
      ),
    );
    expect(await read('venues', venueId)).toMatchObject({
      image: null,
      imageUrl: 'https://photos.example/cafe.jpg',
    });
    ok(await call(updateVenue, { id: venueId, imageFileId: fileId }, partner));
    ok(await call(updateVenue, { id: venueId, imageFileId: null }, partner));
    expect(await read('venues', venueId)).toMatchObject({ image: null, imageUrl: null });
  });

  it('refuses someone else’s file, a file of another purpose, a pending or refused one', async () => {
    const venueId = await seedVenue(partner.uid);
    const other = await member('partner');
    const theirs = await upload(other, 'venue-photo', 'image/jpeg', await jpeg(32, 32));
    await expectRefused(
      () => call(updateVenue, { id: venueId, imageFileId: theirs }, partner),
      'permission-denied',
    );
    const eventImage = await upload(partner, 'event-image', 'image/jpeg', await jpeg(32, 32));
    await expectRefused(
      () => call(updateVenue, { id: venueId, imageFileId: eventImage }, partner),
      'invalid-argument',
    );
    const pending = await grant(partner, 'venue-photo', 'image/jpeg', 1000);
    await expectRefused(
      () => call(updateVenue, { id: venueId, imageFileId: pending.fileId }, partner),
      'failed-precondition',
    );
    const refused = await grant(partner, 'venue-photo', 'image/jpeg', 10);
    await fetch(refused.uploadUrl, { method: 'PUT', body: Buffer.from('not an image') });
    await expectRefused(
      () => call(updateVenue, { id: venueId, imageFileId: refused.fileId }, partner),
      'failed-precondition',
    );
    await expectRefused(
      () => call(updateVenue, { id: venueId, imageFileId: 'missing' }, partner),
      'not-found',
    );
    await expectRefused(
      () =>
        call(
          updateVenue,
          { id: venueId, imageFileId: eventImage, imageUrl: 'https://x.example/a.jpg' },
          partner,
        ),
      'invalid-argument',
    );
  });

  it('lets a fundaxer create an event with an image and its partner change it', async () => {
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const fileId = await upload(fundaxer, 'event-image', 'image/jpeg', await jpeg(640, 480));
    const start = inHours(72);
    const { id } = ok(
      await call(
        createEvent,
        {
          title: 'Band night',
          venueId,
          eventStart: start.toISOString(),
          eventEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
          imageFileId: fileId,
        },
        fundaxer,
      ),
    );
    expect((await read('events', id)).image?.fileId).toBe(fileId);
    const replacement = await upload(partner, 'event-image', 'image/webp', await webp());
    ok(await call(updateEvent, { id, imageFileId: replacement }, partner));
    expect((await read('events', id)).image?.fileId).toBe(replacement);
    // The fundaxer's file stays the fundaxer's: the partner cannot attach it.
    await expectRefused(
      () => call(updateEvent, { id, imageFileId: fileId }, partner),
      'permission-denied',
    );
  });

  it('reads listings stored before images existed', async () => {
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId);
    await adminDb().doc(`venues/${venueId}`).update({ image: FieldValue.delete() });
    await adminDb().doc(`events/${eventId}`).update({ image: FieldValue.delete() });
    expect((await read('venues', venueId)).image).toBeNull();
    ok(await call(updateVenue, { id: venueId, name: 'Renamed Cafe' }, partner));
    ok(await call(updateEvent, { id: eventId, title: 'Renamed night' }, partner));
  });

  it('takes a resource’s address and size from its uploaded file', async () => {
    const admin = await administrator();
    const bytes = pdf();
    const fileId = await upload(admin, 'resource', 'application/pdf', bytes);
    const { id } = ok(
      await call(saveResource, { kind: 'document', title: 'Give-back checklist', fileId }, admin),
    );
    const file = await read('files', fileId);
    expect(await read('resources', id)).toMatchObject({
      url: file.url,
      sizeBytes: bytes.length,
      fileId,
    });
    // A typed address detaches the upload.
    ok(
      await call(
        saveResource,
        { id, kind: 'document', title: 'Checklist', url: 'https://docs.example/c.pdf' },
        admin,
      ),
    );
    expect(await read('resources', id)).toMatchObject({
      fileId: null,
      url: 'https://docs.example/c.pdf',
    });
  });

  it('refuses a resource file of the wrong kind, someone else’s, or with a typed size', async () => {
    const admin = await administrator();
    const video = await upload(admin, 'resource', 'video/mp4', mp4());
    await expectRefused(
      () => call(saveResource, { kind: 'document', title: 'Checklist', fileId: video }, admin),
      'invalid-argument',
    );
    const otherAdmin = await administrator();
    await expectRefused(
      () => call(saveResource, { kind: 'video', title: 'Welcome', fileId: video }, otherAdmin),
      'permission-denied',
    );
    await expectRefused(
      () =>
        call(saveResource, { kind: 'video', title: 'Welcome', fileId: video, sizeBytes: 1 }, admin),
      'invalid-argument',
    );
    const photo = await upload(partner, 'venue-photo', 'image/jpeg', await jpeg(16, 16));
    await expectRefused(
      () => call(saveResource, { kind: 'video', title: 'Welcome', fileId: photo }, admin),
      'permission-denied',
    );
  });
});
