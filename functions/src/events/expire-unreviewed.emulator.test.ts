import { EXPIRED_REASON, revisionId, updateEvent } from '@fundax/core';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  auditEntries,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';
import { expireUnreviewed } from './expire-unreviewed';
import { expireUnreviewedEvents } from './expire-unreviewed-events';

describe('expireUnreviewed (handler against the Firestore emulator)', () => {
  beforeAll(() => {
    adminDb();
  });

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('expires events still pending at their start, telling their organizers why', async () => {
    const venueId = await seedVenue('partner-1');
    const started = await seedEvent(venueId, {
      approved: null,
      start: inHours(-1),
      end: inHours(2),
    });
    const ended = await seedEvent(venueId, {
      approved: null,
      start: inHours(-5),
      end: inHours(-2),
    });
    const upcoming = await seedEvent(venueId, {
      approved: null,
      start: inHours(1),
      end: inHours(3),
    });
    const approved = await seedEvent(venueId, { start: inHours(-1), end: inHours(2) });
    const before = await snapshotDb();
    expect(await expireUnreviewed()).toEqual({ scanned: 2, expired: 2, revisionsExpired: 0 });
    for (const id of [started, ended]) {
      expect((await read('events', id))._status).toMatchObject({
        approved: false,
        expired: true,
        reason: EXPIRED_REASON,
        reviewedBy: null,
      });
    }
    for (const id of [upcoming, approved]) {
      expect((await read('events', id))._status.expired).toBe(false);
      expect((await adminDb().doc(`events/${id}`).get()).data()).toEqual(before[`events/${id}`]);
    }
    expect((await auditEntries()).map((entry) => [entry.action, entry.actorId]).sort()).toEqual([
      ['event.expire', 'system'],
      ['event.expire', 'system'],
    ]);
    // Done once: a second run reads nothing and writes nothing.
    const after = await snapshotDb();
    expect(await expireUnreviewed()).toEqual({ scanned: 0, expired: 0, revisionsExpired: 0 });
    expect(await snapshotDb()).toEqual(after);
  });

  it('lapses a change still waiting for review when its event has ended', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, { start: inHours(1), end: inHours(3) });
    ok(await call(updateEvent, { id: eventId, title: 'Band night II' }, partner));
    expect(await expireUnreviewed(inHours(2))).toMatchObject({ revisionsExpired: 0 });
    expect(await expireUnreviewed(inHours(4))).toMatchObject({ revisionsExpired: 1 });
    expect((await read('revisions', revisionId('event', eventId))).state).toBe('expired');
  });

  it('runs as the deployed scheduled function', async () => {
    const venueId = await seedVenue('partner-1');
    const id = await seedEvent(venueId, { approved: null, start: inHours(-1), end: inHours(2) });
    const event: ScheduledEvent = { scheduleTime: new Date().toISOString() };
    await expireUnreviewedEvents.run(event);
    expect((await read('events', id))._status.expired).toBe(true);
  });
});
