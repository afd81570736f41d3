import { revisionId, updateEvent } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  DAY,
  administrator,
  auditEntries,
  exists,
  expectFailure,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';

async function setup(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, {
    fundaxer: { id: fundaxer.uid, name: 'Dana Yazzie' },
    ...options,
  });
  return { partner, fundaxer, venueId, eventId };
}

/** The paths a call changed (created, updated or deleted), audit entries left out. */
async function changedBy(attempt: () => Promise<unknown>): Promise<string[]> {
  const before = await snapshotDb();
  await attempt();
  const after = await snapshotDb();
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => !path.startsWith('auditLog/'))
    .filter((path) => JSON.stringify(before[path]) !== JSON.stringify(after[path]))
    .sort();
}

const revisionOf = (eventId: string) => read('revisions', revisionId('event', eventId));

describe('updateEvent on an approved event', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('applies the cause and the goal at once, audited; the event stays approved', async () => {
    const { partner, eventId } = await setup();
    const changed = await changedBy(async () =>
      ok(await call(updateEvent, { id: eventId, category: 'arts', goalCents: 90_000 }, partner)),
    );
    expect(changed).toEqual([`events/${eventId}`]);
    expect(await read('events', eventId)).toMatchObject({
      category: 'arts',
      goalCents: 90_000,
      _status: { approved: true },
    });
    expect(await auditEntries()).toMatchObject([
      { action: 'event.edit', actorId: partner.uid, changes: { fields: 'category,goalCents' } },
    ]);
    expect(await exists('revisions', revisionId('event', eventId))).toBe(false);
  });

  it('keeps the approved text public while a new title waits for review as a revision', async () => {
    const { partner, fundaxer, eventId } = await setup();
    const approved = await read('events', eventId);
    const changed = await changedBy(async () =>
      ok(await call(updateEvent, { id: eventId, title: 'Band night (typo fixed)' }, partner)),
    );
    expect(changed).toEqual([`revisions/event-${eventId}`]);
    expect(await read('events', eventId)).toEqual(approved);
    expect(await revisionOf(eventId)).toMatchObject({
      targetType: 'event',
      targetId: eventId,
      state: 'pending',
      partnerId: partner.uid,
      fundaxerId: fundaxer.uid,
      currentFundaxerId: fundaxer.uid,
      changes: { title: 'Band night (typo fixed)' },
      current: { title: 'Band night' },
      // A change of wording needs nobody's acceptance, only review.
      consent: { partner: 'agreed', fundaxer: 'agreed' },
      proposedBy: partner.uid,
    });
  });

  it('gathers further edits into the one revision, and an edit back withdraws it', async () => {
    const { partner, eventId } = await setup();
    ok(await call(updateEvent, { id: eventId, title: 'Band night II' }, partner));
    ok(await call(updateEvent, { id: eventId, description: 'Bring friends.' }, partner));
    expect((await revisionOf(eventId)).changes).toEqual({
      title: 'Band night II',
      description: 'Bring friends.',
    });
    ok(await call(updateEvent, { id: eventId, title: 'Band night', description: '' }, partner));
    expect((await revisionOf(eventId)).state).toBe('withdrawn');
  });

  it('asks the fundaxer to accept new dates or terms the partner proposes', async () => {
    const { partner, eventId } = await setup();
    const eventStart = inHours(72);
    const eventEnd = inHours(75);
    ok(
      await call(
        updateEvent,
        {
          id: eventId,
          eventStart: eventStart.toISOString(),
          eventEnd: eventEnd.toISOString(),
          givebackPercent: 20,
        },
        partner,
      ),
    );
    expect((await read('events', eventId))._status.approved).toBe(true);
    expect(await revisionOf(eventId)).toMatchObject({
      changes: { eventStart, eventEnd, giveback: { percent: 20 } },
      current: { giveback: { percent: 15 } },
      consent: { partner: 'agreed', fundaxer: 'awaiting' },
    });
  });

  it('lets the organizing fundaxer propose new dates, which the partner must accept', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, {
      organizerId: fundaxer.uid,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    });
    ok(await call(updateEvent, { id: eventId, eventEnd: inHours(52).toISOString() }, fundaxer));
    expect((await revisionOf(eventId)).consent).toMatchObject({
      partner: 'awaiting',
      fundaxer: 'agreed',
    });
  });

  it('names a new fundaxer only through a revision the new fundaxer must accept', async () => {
    const { partner, fundaxer, eventId } = await setup();
    const next = await member('fundaxer', { displayName: 'Rattlers U12' });
    ok(await call(updateEvent, { id: eventId, fundaxerId: next.uid }, partner));
    expect(await read('events', eventId)).toMatchObject({ fundaxerId: fundaxer.uid });
    expect(await revisionOf(eventId)).toMatchObject({
      fundaxerId: next.uid,
      currentFundaxerId: fundaxer.uid,
      changes: { fundaxerId: next.uid, fundaxerName: 'Rattlers U12' },
      consent: { partner: 'agreed', fundaxer: 'awaiting' },
    });
  });

  it('applies an admin’s material edit at once (audited), but not a new fundaxer', async () => {
    const { fundaxer, eventId } = await setup();
    const admin = await administrator();
    const next = await member('fundaxer', { displayName: 'Rattlers U12' });
    ok(
      await call(
        updateEvent,
        { id: eventId, givebackPercent: 25, title: 'Band night II', fundaxerId: next.uid },
        admin,
      ),
    );
    expect(await read('events', eventId)).toMatchObject({
      title: 'Band night II',
      giveback: { percent: 25 },
      fundaxerId: fundaxer.uid,
      _status: { approved: true },
    });
    expect(await revisionOf(eventId)).toMatchObject({
      changes: { fundaxerId: next.uid },
      consent: { fundaxer: 'awaiting' },
      proposedBy: admin.uid,
    });
    expect(await auditEntries()).toMatchObject([
      { action: 'event.edit', actorId: admin.uid, changes: { fields: 'giveback,title' } },
    ]);
  });

  it('refuses terms whose give-back and partner share exceed the sales', async () => {
    const { partner, eventId } = await setup({ partnerSharePercent: 10 });
    const result = await call(updateEvent, { id: eventId, givebackPercent: 95 }, partner);
    expectFailure(result, 'invalid-argument');
    expect(result.ok ? null : result.details).toEqual({
      issues: [
        {
          path: ['partnerSharePercent'],
          message: 'The give-back and the partner’s share add up to more than 100%.',
        },
      ],
    });
  });
});

describe('updateEvent before approval', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('applies at once and asks a newly named fundaxer; clearing the fundaxer asks nobody', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, { approved: null });
    const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
    ok(await call(updateEvent, { id: eventId, fundaxerId: fundaxer.uid }, partner));
    expect(await read('events', eventId)).toMatchObject({
      fundaxerId: fundaxer.uid,
      fundaxerName: 'Dana Yazzie',
      consent: { partner: 'agreed', fundaxer: 'awaiting' },
    });
    ok(await call(updateEvent, { id: eventId, fundaxerId: null }, partner));
    expect(await read('events', eventId)).toMatchObject({
      fundaxerId: null,
      fundaxerName: null,
      consent: { partner: 'agreed', fundaxer: 'none' },
    });
    expect(await exists('revisions', revisionId('event', eventId))).toBe(false);
  });

  it('asks the partner again when the proposing fundaxer moves the dates', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, {
      approved: null,
      organizerId: fundaxer.uid,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
      consent: { partner: 'agreed' },
    });
    ok(await call(updateEvent, { id: eventId, title: 'Band night II' }, fundaxer));
    expect((await read('events', eventId)).consent.partner).toBe('agreed');
    ok(await call(updateEvent, { id: eventId, eventEnd: inHours(52).toISOString() }, fundaxer));
    expect((await read('events', eventId)).consent.partner).toBe('awaiting');
  });

  it('sends a rejected event back to review when its owner edits it', async () => {
    const { partner, eventId } = await setup({ approved: false });
    ok(await call(updateEvent, { id: eventId, title: 'Band night, resubmitted' }, partner));
    expect((await read('events', eventId))._status).toMatchObject({
      approved: null,
      reviewedBy: null,
      expired: false,
    });
  });
});

describe('updateEvent refusals', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('refuses another user with permission-denied', async () => {
    const { eventId } = await setup();
    const stranger = await member('partner');
    await expectRefused(
      () => call(updateEvent, { id: eventId, title: 'Mine' }, stranger),
      'permission-denied',
    );
  });

  it('refuses an ended or cancelled event with failed-precondition', async () => {
    const { partner, venueId } = await setup();
    const ended = await seedEvent(venueId, { start: inHours(-5), end: inHours(-1) });
    const cancelled = await seedEvent(venueId, { cancelled: true });
    for (const id of [ended, cancelled]) {
      await expectRefused(
        () => call(updateEvent, { id, title: 'Too late' }, partner),
        'failed-precondition',
      );
    }
  });

  it('refuses a new start in the past with failed-precondition', async () => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: eventId, eventStart: inHours(-1).toISOString() }, partner),
      'failed-precondition',
    );
  });

  it('refuses dates out of bounds with invalid-argument naming the field', async () => {
    const { partner, eventId } = await setup({ approved: null });
    const farStart = new Date(Date.now() + 19 * 30 * DAY);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ eventEnd: inHours(1).toISOString() }, 'eventEnd', 'The event must end after it starts.'],
      [
        { eventEnd: inHours(48 + 15 * 24).toISOString() },
        'eventEnd',
        'An event can last at most 14 days.',
      ],
      [
        {
          eventStart: farStart.toISOString(),
          eventEnd: new Date(farStart.getTime() + 3 * 3_600_000).toISOString(),
        },
        'eventStart',
        'The event must start within 18 months.',
      ],
      [
        // Firestore cannot store a year past 9999: refused long before it would try.
        { eventStart: '9999-12-31T20:00:00-12:00', eventEnd: '9999-12-31T23:00:00-12:00' },
        'eventStart',
        'The event must start within 18 months.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const before = await snapshotDb();
      const result = await call(updateEvent, { id: eventId, ...change }, partner);
      expectFailure(result, 'invalid-argument');
      expect(result.ok ? null : [result.message, result.details]).toEqual([
        `${field}: ${message}`,
        { issues: [{ path: [field], message }] },
      ]);
      expect(await snapshotDb()).toEqual(before);
    }
  });

  it('refuses an unknown event or fundaxer with not-found', async () => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: 'nope', title: 'Hello' }, partner),
      'not-found',
    );
    await expectRefused(
      () => call(updateEvent, { id: eventId, fundaxerId: 'nobody' }, partner),
      'not-found',
    );
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(updateEvent, { id: 'e1', title: 'Hello' }), 'unauthenticated');
  });

  it.each([
    ['no change', {}],
    ['a short title', { title: 'x' }],
    ['a bad date', { eventStart: 'tomorrow' }],
    ['a give-back of 0', { givebackPercent: 0 }],
    ['a goal in dollars', { goalCents: 12.5 }],
    ['a bad image url', { imageUrl: 'file:///etc/passwd' }],
    ['a venue change', { venueId: 'v2' }],
    ['a forged disbursal', { _protected: { disbursal: { partner: null } } }],
    ['forged consent', { consent: { partner: 'agreed', fundaxer: 'agreed' } }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: eventId, ...change }, partner),
      'invalid-argument',
    );
  });
});

describe('updateEvent keeps the public version intact', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('never lets a visitor-readable event carry an unreviewed material change', async () => {
    const { partner, eventId } = await setup();
    const approved = (await adminDb().doc(`events/${eventId}`).get()).data();
    for (const change of [
      { title: 'Unreviewed title' },
      { description: 'Unreviewed description' },
      { imageUrl: 'https://img.example/unreviewed.png' },
      { givebackTerms: 'Unreviewed terms' },
      { eventEnd: inHours(53).toISOString() },
    ]) {
      ok(await call(updateEvent, { id: eventId, ...change }, partner));
    }
    expect((await adminDb().doc(`events/${eventId}`).get()).data()).toEqual(approved);
  });
});
