import { respondToEvent, reviewRevision, revisionId, updateEvent, updateVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';

async function eventWithRevision(change: Record<string, unknown> = { title: 'Band night II' }) {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, { fundaxer: { id: fundaxer.uid, name: 'F' } });
  ok(await call(updateEvent, { id: eventId, ...change }, partner));
  return { partner, fundaxer, venueId, eventId, id: revisionId('event', eventId) };
}

describe('reviewRevision', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('applies an approved change to the event, once, audited', async () => {
    const { eventId, id } = await eventWithRevision({
      title: 'Band night II',
      description: 'Now with a raffle-free dessert auction.',
    });
    const admin = await administrator();
    expect(ok(await call(reviewRevision, { id, decision: 'approve' }, admin))).toEqual({
      id,
      approved: true,
    });
    expect(await read('events', eventId)).toMatchObject({
      title: 'Band night II',
      description: 'Now with a raffle-free dessert auction.',
      _status: { approved: true },
    });
    expect(await read('revisions', id)).toMatchObject({
      state: 'approved',
      reviewedBy: admin.uid,
    });
    const before = await snapshotDb();
    ok(await call(reviewRevision, { id, decision: 'approve' }, admin));
    expect(await snapshotDb()).toEqual(before);
    expect(await auditEntries()).toMatchObject([
      {
        action: 'revision.approve',
        targetType: 'event',
        targetId: eventId,
        changes: { fields: 'description,title' },
      },
    ]);
  });

  it('rejects with a reason for the owner, leaving the approved event as it was', async () => {
    const { eventId, id } = await eventWithRevision();
    const event = await read('events', eventId);
    const admin = await administrator();
    const reason = 'Please keep the school’s name in the title.';
    ok(await call(reviewRevision, { id, decision: 'reject', reason }, admin));
    expect(await read('revisions', id)).toMatchObject({ state: 'rejected', reason });
    expect(await read('events', eventId)).toEqual(event);
    await expectRefused(
      () => call(reviewRevision, { id, decision: 'approve' }, admin),
      'failed-precondition',
    );
  });

  it('applies new dates and terms once the other side accepted, checking the dates again', async () => {
    const eventStart = inHours(72);
    const eventEnd = inHours(76);
    const { fundaxer, eventId, id } = await eventWithRevision({
      eventStart: eventStart.toISOString(),
      eventEnd: eventEnd.toISOString(),
      givebackPercent: 20,
    });
    const admin = await administrator();
    await expectRefused(
      () => call(reviewRevision, { id, decision: 'approve' }, admin),
      'failed-precondition',
    );
    ok(await call(respondToEvent, { id: eventId, decision: 'accept' }, fundaxer));
    // Time passes: had the proposed start gone by, the approval would be refused.
    const stale = inHours(-1);
    await adminDb().doc(`revisions/${id}`).update({ 'changes.eventStart': stale });
    await expectRefused(
      () => call(reviewRevision, { id, decision: 'approve' }, admin),
      'failed-precondition',
    );
    await adminDb().doc(`revisions/${id}`).update({ 'changes.eventStart': eventStart });
    ok(await call(reviewRevision, { id, decision: 'approve' }, admin));
    expect(await read('events', eventId)).toMatchObject({
      eventStart,
      eventEnd,
      giveback: { percent: 20 },
      consent: { partner: 'agreed', fundaxer: 'agreed' },
    });
  });

  it('refuses a change to an event that ended or was cancelled', async () => {
    const { eventId, id } = await eventWithRevision();
    const admin = await administrator();
    await adminDb()
      .doc(`events/${eventId}`)
      .update({ eventStart: inHours(-5), eventEnd: inHours(-1) });
    await expectRefused(
      () => call(reviewRevision, { id, decision: 'approve' }, admin),
      'failed-precondition',
    );
    const other = await eventWithRevision();
    await adminDb().doc(`events/${other.eventId}`).update({ '_status.cancelled': true });
    await expectRefused(
      () => call(reviewRevision, { id: other.id, decision: 'approve' }, admin),
      'failed-precondition',
    );
  });

  it('applies a venue’s new name and place; its events follow', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId);
    ok(
      await call(
        updateVenue,
        { id: venueId, name: 'Chile Cafe Rio Rancho', address: '1 Unser Blvd, Rio Rancho' },
        partner,
      ),
    );
    ok(
      await call(
        reviewRevision,
        { id: revisionId('venue', venueId), decision: 'approve' },
        await administrator(),
      ),
    );
    expect(await read('venues', venueId)).toMatchObject({
      name: 'Chile Cafe Rio Rancho',
      address: '1 Unser Blvd, Rio Rancho',
    });
    expect(await read('events', eventId)).toMatchObject({
      venueName: 'Chile Cafe Rio Rancho',
      venueAddress: '1 Unser Blvd, Rio Rancho',
    });
  });

  it('refuses non-admins, visitors, unknown revisions and malformed decisions', async () => {
    const { partner, id } = await eventWithRevision();
    await expectRefused(
      () => call(reviewRevision, { id, decision: 'approve' }, partner),
      'permission-denied',
    );
    await expectRefused(() => call(reviewRevision, { id, decision: 'approve' }), 'unauthenticated');
    const admin = await administrator();
    await expectRefused(
      () => call(reviewRevision, { id: 'event-missing', decision: 'approve' }, admin),
      'not-found',
    );
    for (const payload of [
      { id, decision: 'reject' },
      { id, decision: 'maybe' },
      { id: 'revisions/x', decision: 'approve' },
    ]) {
      await expectRefused(() => call(reviewRevision, payload, admin), 'invalid-argument');
    }
  });
});
