import { createVenue, reviewVenue, setNotificationPreferences } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { settledMailTo, waitForMail } from '../../../tests/support/mail-catcher';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { administrator, member, ok, seedVenue } from '../test-support/fixtures';

const inbox = async (uid: string) =>
  (await adminDb().collection(`users/${uid}/notifications`).orderBy('createdAt').get()).docs;
const mailFor = async (uid: string) =>
  (await adminDb().collection('mail').where('recipientId', '==', uid).get()).docs;

describe('venues', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('approved: an inbox message, a mail document, and the email delivered once', async () => {
    const partner = await member('partner', { displayName: 'Miguel Baca' });
    const id = await seedVenue(partner.uid, { approved: null, name: 'Barelas Coffee House' });
    const admin = await administrator();
    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));
    // A retried call finds the venue approved already: nobody is told twice.
    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));

    const messages = await inbox(partner.uid);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.id).toMatch(new RegExp(`^venue-approved-${id}-\\d+$`));
    expect(messages[0]?.data()).toMatchObject({
      kind: 'venue-approved',
      title: 'Barelas Coffee House is approved',
      link: `/portal/locations/${id}`,
      readAt: null,
    });

    const mail = await mailFor(partner.uid);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.id).toBe(`${partner.uid}-${messages[0]?.id}`);
    expect(mail[0]?.data()).toMatchObject({
      to: partner.email,
      kind: 'venue-approved',
      message: { subject: 'Barelas Coffee House is approved on Fundax' },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });

    const [delivered] = await waitForMail(partner.email, {
      subject: 'Barelas Coffee House is approved on Fundax',
    });
    expect(delivered?.text).toContain('Hi Miguel Baca,');
    expect(delivered?.text).toContain(`/portal/locations/${id}`);
    expect(delivered?.html).toContain('See your location');
    expect(delivered?.headers['list-unsubscribe']).toMatch(/^<http:\/\/.+\/unsubscribe\?t=.+>$/);
    expect(delivered?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await settledMailTo(partner.email)).toHaveLength(1);
    expect((await mail[0]!.ref.get()).get('outbox')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('createVenue puts the venue in the admin feed; reviewing it marks the item handled', async () => {
    const partner = await member('partner', { displayName: 'Miguel Baca' });
    const venue = {
      name: 'Barelas Coffee House',
      address: '1502 4th St SW, Albuquerque, NM 87102',
      location: [35.07, -106.65],
    };
    const { id } = ok(await call(createVenue, venue, partner));
    const feed = async () => (await adminDb().doc(`adminFeed/venue-submitted-${id}`).get()).data();
    expect(await feed()).toMatchObject({
      kind: 'venue-submitted',
      subjectId: id,
      title: 'New location to review: Barelas Coffee House',
      body: 'Miguel Baca added it. It stays hidden until it is approved.',
      link: `/auth/record/${id}?kind=venue`,
      handledAt: null,
    });
    ok(await call(reviewVenue, { id, decision: 'approve' }, await administrator()));
    expect((await feed())?.handledAt).not.toBeNull();
  });

  it('rejected: the reason reaches the owner; with that email off, only the inbox', async () => {
    const partner = await member('partner');
    ok(await call(setNotificationPreferences, { email: { 'venue-rejected': false } }, partner));
    const id = await seedVenue(partner.uid, { approved: null });
    const reason = 'The address is a P.O. box; give the street address.';
    ok(await call(reviewVenue, { id, decision: 'reject', reason }, await administrator()));
    const [message] = await inbox(partner.uid);
    expect(message?.data()).toMatchObject({ kind: 'venue-rejected' });
    expect(message?.get('body')).toContain(`The reason given: ${reason}`);
    expect(await mailFor(partner.uid)).toHaveLength(0);
    expect(await settledMailTo(partner.email, 1_000)).toHaveLength(0);
  });
});
