import {
  payeeRecordId,
  respondToEvent,
  reviewEvent,
  reviewRevision,
  revisionId,
  updateEvent,
} from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectFailure,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
  setPayoutProfile,
  snapshotDb,
} from '../test-support/fixtures';

/** A fundaxer's proposal at a partner's venue, waiting for the partner. */
async function proposal(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, {
    approved: null,
    organizerId: fundaxer.uid,
    fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    ...options,
  });
  return { partner, fundaxer, venueId, eventId };
}

describe('respondToEvent: a new proposal', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('lets the partner accept a fundaxer’s proposal, after which an admin may approve it', async () => {
    const { partner, eventId } = await proposal();
    const admin = await administrator();
    expect((await read('events', eventId)).consent.partner).toBe('awaiting');
    await expectRefused(
      () => call(reviewEvent, { id: eventId, decision: 'approve' }, admin),
      'failed-precondition',
    );
    expect(ok(await call(respondToEvent, { id: eventId, decision: 'accept' }, partner))).toEqual({
      id: eventId,
      decision: 'accept',
      target: 'event',
    });
    expect((await read('events', eventId)).consent).toMatchObject({
      partner: 'agreed',
      fundaxer: 'agreed',
      reason: null,
    });
    expect(await auditEntries()).toMatchObject([
      {
        action: 'event.accept',
        actorId: partner.uid,
        changes: { side: 'partner', target: 'event' },
      },
    ]);
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
  });

  it('carries a decline’s reason to the proposer, blocks approval, and is final', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    // The partner named the fundaxer: the fundaxer answers.
    const eventId = await seedEvent(venueId, {
      approved: null,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    });
    const reason = 'Our band plays a game that night.';
    ok(await call(respondToEvent, { id: eventId, decision: 'decline', reason }, fundaxer));
    expect((await read('events', eventId)).consent).toMatchObject({
      partner: 'agreed',
      fundaxer: 'declined',
      reason,
    });
    const admin = await administrator();
    const refused = await call(reviewEvent, { id: eventId, decision: 'approve' }, admin);
    expectFailure(refused, 'failed-precondition');
    expect(refused.ok ? null : refused.message).toBe(
      'Not yet: The fundaxer declined this proposal.',
    );
    // Declining again changes nothing; changing one's mind needs a new proposal.
    const before = await snapshotDb();
    ok(await call(respondToEvent, { id: eventId, decision: 'decline', reason }, fundaxer));
    expect(await snapshotDb()).toEqual(before);
    await expectRefused(
      () => call(respondToEvent, { id: eventId, decision: 'accept' }, fundaxer),
      'failed-precondition',
    );
    // The partner proposes again with new dates: the fundaxer is asked again.
    ok(await call(updateEvent, { id: eventId, eventEnd: inHours(52).toISOString() }, partner));
    expect((await read('events', eventId)).consent).toMatchObject({
      fundaxer: 'awaiting',
      reason: null,
    });
  });

  it('changes nothing when the same acceptance comes twice', async () => {
    const { partner, eventId } = await proposal();
    ok(await call(respondToEvent, { id: eventId, decision: 'accept' }, partner));
    const before = await snapshotDb();
    ok(await call(respondToEvent, { id: eventId, decision: 'accept' }, partner));
    expect(await snapshotDb()).toEqual(before);
    expect(await auditEntries()).toHaveLength(1);
  });

  it('refuses the proposer (nothing waits for them) and anyone else', async () => {
    const { fundaxer, eventId } = await proposal();
    const [stranger, admin] = [await member('partner'), await administrator()];
    await expectRefused(
      () => call(respondToEvent, { id: eventId, decision: 'accept' }, fundaxer),
      'failed-precondition',
    );
    for (const user of [stranger, admin]) {
      await expectRefused(
        () => call(respondToEvent, { id: eventId, decision: 'accept' }, user),
        'permission-denied',
      );
    }
  });

  it('refuses a proposal that started unreviewed, ended or was cancelled', async () => {
    const { partner, venueId } = await proposal();
    const fundaxer = { id: 'f-1', name: 'Dana' };
    const pendingFor = { approved: null, organizerId: 'f-1', fundaxer };
    for (const options of [
      { ...pendingFor, start: inHours(-1), end: inHours(2) },
      { ...pendingFor, start: inHours(-5), end: inHours(-2) },
      { ...pendingFor, cancelled: true },
    ]) {
      const id = await seedEvent(venueId, options);
      await expectRefused(
        () => call(respondToEvent, { id, decision: 'accept' }, partner),
        'failed-precondition',
      );
    }
  });

  it('refuses unknown events, visitors and malformed answers', async () => {
    const { partner, eventId } = await proposal();
    await expectRefused(
      () => call(respondToEvent, { id: 'missing', decision: 'accept' }, partner),
      'not-found',
    );
    await expectRefused(
      () => call(respondToEvent, { id: eventId, decision: 'accept' }),
      'unauthenticated',
    );
    for (const payload of [
      { id: eventId, decision: 'decline' },
      { id: eventId, decision: 'decline', reason: 'no' },
      { id: eventId, decision: 'approve' },
      { id: eventId, decision: 'accept', consent: { partner: 'agreed' } },
      { id: 'a/b', decision: 'accept' },
    ]) {
      await expectRefused(() => call(respondToEvent, payload, partner), 'invalid-argument');
    }
  });
});

describe('respondToEvent: a change to an approved event', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('lets a new fundaxer accept; the approved change makes them the payee', async () => {
    const partner = await member('partner');
    const current = await member('fundaxer');
    const next = await member('fundaxer', { displayName: 'Rattlers U12' });
    await setPayoutProfile(next.uid, { payeeName: 'Rattlers Booster Club', accountLast4: '7777' });
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, { fundaxer: { id: current.uid, name: 'Old' } });
    const admin = await administrator();
    ok(await call(updateEvent, { id: eventId, fundaxerId: next.uid }, partner));
    const id = revisionId('event', eventId);
    await expectRefused(
      () => call(reviewRevision, { id, decision: 'approve' }, admin),
      'failed-precondition',
    );
    // The current fundaxer sees the change but is not the one asked.
    await expectRefused(
      () => call(respondToEvent, { id: eventId, decision: 'accept' }, current),
      'permission-denied',
    );
    expect(ok(await call(respondToEvent, { id: eventId, decision: 'accept' }, next))).toEqual({
      id: eventId,
      decision: 'accept',
      target: 'revision',
    });
    expect((await read('revisions', id)).consent.fundaxer).toBe('agreed');
    ok(await call(reviewRevision, { id, decision: 'approve' }, admin));
    expect(await read('events', eventId)).toMatchObject({
      fundaxerId: next.uid,
      fundaxerName: 'Rattlers U12',
      _status: { approved: true },
    });
    expect(await read('payees', payeeRecordId(eventId, 'fundaxer'))).toMatchObject({
      payeeId: next.uid,
      name: 'Rattlers Booster Club',
      accountLast4: '7777',
    });
  });

  it('keeps a declined change (and its reason) on the revision, for the proposer', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, { fundaxer: { id: fundaxer.uid, name: 'F' } });
    ok(await call(updateEvent, { id: eventId, givebackPercent: 5 }, partner));
    const reason = 'We agreed on 15%, not 5%.';
    ok(await call(respondToEvent, { id: eventId, decision: 'decline', reason }, fundaxer));
    expect((await read('revisions', revisionId('event', eventId))).consent).toMatchObject({
      fundaxer: 'declined',
      reason,
    });
    expect((await read('events', eventId)).giveback.percent).toBe(15);
  });
});
