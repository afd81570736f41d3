import {
  type CountedKind,
  NEARBY_COUNTS_COLLECTION,
  cancelEvent,
  countCellOf,
  countShardOf,
  deleteVenue,
  distanceKm,
  encodeGeohash,
  nearbyEvents,
  nearbyVenues,
  reviewEvent,
  reviewRevision,
  reviewVenue,
  revisionId,
  tallyCellCounts,
  updateEvent,
  updateVenue,
  countsDocId,
} from '@fundax/core';
import { execFile } from 'node:child_process';

import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { flagAwaitingPayment } from '../payouts/flag-awaiting-payment';
import {
  ABQ,
  administrator,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

const RIO_RANCHO: [number, number] = [35.2328, -106.663];
const DENVER: [number, number] = [39.7392, -104.9903];

function recount(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/recount-nearby.ts', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/**
 * Every stored count (of one kind, when given), as shard/cell -> count (zeros kept: a cell
 * emptied stays at 0).
 */
async function storedCounts(kind?: CountedKind): Promise<Record<string, number>> {
  const all: Record<string, number> = {};
  const snapshot = await adminDb().collection(NEARBY_COUNTS_COLLECTION).get();
  for (const doc of snapshot.docs) {
    if (kind && !doc.id.startsWith(countsDocId(kind, ''))) continue;
    const counts = (doc.get('counts') ?? {}) as Record<string, number>;
    for (const [cell, count] of Object.entries(counts)) all[`${doc.id}/${cell}`] = count;
  }
  return all;
}

/** The key storedCounts gives the cell holding `location`, for venues or events. */
const cellKey = (location: [number, number], kind: CountedKind = 'venues') => {
  const hash = encodeGeohash(location);
  return `${countsDocId(kind, countShardOf(hash))}/${countCellOf(hash)}`;
};

/** Points on a grid over 5 × 6 km east and north of ABQ: more than a page of 20 within 5 km. */
const gridAroundAbq = (count: number) =>
  Array.from({ length: count }, (_, i): [number, number] => [
    ABQ[0] + ((i % 6) * 0.9) / 111.32,
    ABQ[1] + (Math.floor(i / 6) * 1.1) / 91.2,
  ]);

/**
 * That `search` (5 km around ABQ) answers the `limit` nearest of `ids` (at `locations`), with
 * the right counts stored for `kind`, with far too many, and with none: counts are a hint that
 * costs reads when wrong, never results.
 */
async function expectExactWhateverTheCounts(
  kind: CountedKind,
  ids: string[],
  locations: [number, number][],
  limit: number,
  search: () => Promise<string[]>,
): Promise<void> {
  const truth = ids
    .map((id, i) => ({ id, km: distanceKm(ABQ, locations[i]!) }))
    .filter(({ km }) => km <= 5)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .slice(0, limit)
    .map(({ id }) => id);
  const counts = tallyCellCounts(locations.map((location) => encodeGeohash(location)));
  for (const scale of [1, 40, 0]) {
    await Promise.all(
      [...counts].map(([shard, cells]) =>
        adminDb()
          .collection(NEARBY_COUNTS_COLLECTION)
          .doc(countsDocId(kind, shard))
          .set({
            shard,
            counts: Object.fromEntries(
              Object.entries(cells).map(([cell, count]) => [cell, count * scale]),
            ),
          }),
      ),
    );
    expect(await search()).toEqual(truth);
  }
}

describe('nearby counts follow venue changes (through the Functions emulator)', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('counts a venue once approved, not twice when approved again, and not once rejected', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    const admin = await administrator();
    expect(await storedCounts()).toEqual({});

    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 1 });
    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 1 });

    ok(await call(reviewVenue, { id, decision: 'reject', reason: 'Closed for good.' }, admin));
    ok(await call(reviewVenue, { id, decision: 'reject', reason: 'Closed for good.' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0 });
  });

  it('does not count a rejected venue, and counts one approval when two admins race', async () => {
    const partner = await member('partner');
    const rejected = await seedVenue(partner.uid, { approved: null });
    const raced = await seedVenue(partner.uid, { approved: null, location: RIO_RANCHO });
    const admin = await administrator();
    ok(
      await call(reviewVenue, { id: rejected, decision: 'reject', reason: 'Not a venue.' }, admin),
    );
    expect(await storedCounts()).toEqual({});

    await Promise.all([
      call(reviewVenue, { id: raced, decision: 'approve' }, admin),
      call(reviewVenue, { id: raced, decision: 'approve' }, await administrator()),
    ]);
    expect(await storedCounts()).toEqual({ [cellKey(RIO_RANCHO)]: 1 });
  });

  it('moves the count with a searchable venue, and leaves it alone for a pending one', async () => {
    const partner = await member('partner');
    const admin = await administrator();
    const id = await seedVenue(partner.uid, { approved: null });
    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));

    // An admin's move applies at once (an owner's waits for review).
    ok(await call(updateVenue, { id, location: RIO_RANCHO }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0, [cellKey(RIO_RANCHO)]: 1 });
    // A rename is not a move: nothing changes.
    ok(await call(updateVenue, { id, name: 'Chile Cafe Rio Rancho' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0, [cellKey(RIO_RANCHO)]: 1 });

    const pending = await seedVenue(partner.uid, { approved: null });
    ok(await call(updateVenue, { id: pending, location: RIO_RANCHO }, partner));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0, [cellKey(RIO_RANCHO)]: 1 });
    // Approved where it now is, it counts there.
    ok(await call(reviewVenue, { id: pending, decision: 'approve' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0, [cellKey(RIO_RANCHO)]: 2 });
  });

  it('takes a removed venue out of the counts, once', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    ok(await call(reviewVenue, { id, decision: 'approve' }, await administrator()));

    ok(await call(deleteVenue, { id }, partner));
    ok(await call(deleteVenue, { id }, partner));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0 });
    expect((await read('venues', id))._status.disabled).toBe(true);
  });

  it('answers nearbyVenues exactly with the counts, and with counts that are wrong', async () => {
    const partner = await member('partner');
    const locations = gridAroundAbq(30);
    const ids = await Promise.all(
      locations.map((location) => seedVenue(partner.uid, { location })),
    );
    await expectExactWhateverTheCounts('venues', ids, locations, 10, async () =>
      ok(await call(nearbyVenues, { center: ABQ, radiusKm: 5, limit: 10 })).items.map(
        (item) => item.id,
      ),
    );
  });
});

describe('scripts/recount-nearby.ts', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('rebuilds the counts from the searchable venues, emptying stale shards, any number of times', async () => {
    const partner = await member('partner');
    await seedVenue(partner.uid, { location: ABQ });
    await seedVenue(partner.uid, { location: ABQ });
    await seedVenue(partner.uid, { location: RIO_RANCHO });
    await seedVenue(partner.uid, { location: RIO_RANCHO, approved: null });
    await seedVenue(partner.uid, { location: RIO_RANCHO, approved: false });
    await seedVenue(partner.uid, { location: RIO_RANCHO, disabled: true });
    // Wrong counts where venues are, and a shard (Denver's) whose venues are all gone.
    const denver = countShardOf(encodeGeohash(DENVER));
    await adminDb()
      .collection(NEARBY_COUNTS_COLLECTION)
      .doc(countsDocId('venues', denver))
      .set({ shard: denver, counts: { [countCellOf(encodeGeohash(DENVER))]: 4 } });
    await adminDb()
      .collection(NEARBY_COUNTS_COLLECTION)
      .doc(countsDocId('venues', countShardOf(encodeGeohash(ABQ))))
      .set({ counts: { [countCellOf(encodeGeohash(ABQ))]: 9 } });

    const expected = { [cellKey(ABQ)]: 2, [cellKey(RIO_RANCHO)]: 1 };
    const first = await recount();
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('3 venues counted in 2 shards');
    expect(first.output).toContain('1 shard emptied');
    expect(await storedCounts()).toEqual(expected);
    expect(await recount()).toMatchObject({ code: 0 });
    expect(await storedCounts()).toEqual(expected);

    // The callables go on from the recount.
    const pending = await seedVenue(partner.uid, { location: ABQ, approved: null });
    ok(await call(reviewVenue, { id: pending, decision: 'approve' }, await administrator()));
    expect(await storedCounts()).toEqual({ ...expected, [cellKey(ABQ)]: 3 });
  });

  it('refuses stray arguments, and --project while emulator hosts are set', async () => {
    const stray = await recount('--everything');
    expect(stray.code).not.toBe(0);
    expect(stray.output).toContain('usage:');
    const real = await recount('--project', 'fundax-prod');
    expect(real.code).not.toBe(0);
    expect(real.output).toContain('talks to a real project');
  });
});

describe('nearby counts follow event changes (through the Functions emulator)', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  /** A partner with a venue at ABQ, approved (and so counted), and a pending event there. */
  async function pendingEvent() {
    const partner = await member('partner');
    const admin = await administrator();
    const venueId = await seedVenue(partner.uid, { approved: null });
    ok(await call(reviewVenue, { id: venueId, decision: 'approve' }, admin));
    const eventId = await seedEvent(venueId, { approved: null });
    return { partner, venueId, eventId, admin };
  }

  const countedHash = async (id: string) => (await read('events', id))._protected.countedHash;

  it('counts an approved event once, records where, and uncounts it when rejected', async () => {
    const { eventId, admin } = await pendingEvent();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 1 });
    expect(await countedHash(eventId)).toBe(encodeGeohash(ABQ));

    ok(await call(reviewEvent, { id: eventId, decision: 'reject', reason: 'Wrong date.' }, admin));
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 0 });
    expect(await countedHash(eventId)).toBeNull();
  });

  it('uncounts a cancelled event; a change waiting for review moves nothing', async () => {
    const { partner, venueId, eventId, admin } = await pendingEvent();
    const other = await seedEvent(venueId, { approved: null });
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    ok(await call(reviewEvent, { id: other, decision: 'approve' }, admin));
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 2 });

    ok(await call(cancelEvent, { id: eventId, reason: 'Rain.' }, partner));
    ok(await call(cancelEvent, { id: eventId, reason: 'Rain.' }, partner));
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 1 });

    // New dates from the owner wait as a revision: the approved event stays public, counted.
    const eventStart = inHours(96).toISOString();
    const eventEnd = inHours(99).toISOString();
    ok(await call(updateEvent, { id: other, eventStart, eventEnd }, partner));
    expect((await read('events', other))._status.approved).toBe(true);
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 1 });
    ok(await call(reviewRevision, { id: revisionId('event', other), decision: 'approve' }, admin));
    expect((await read('events', other)).eventEnd).toEqual(new Date(eventEnd));
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 1 });
  });

  it('uncounts the upcoming events of a rejected venue, and counts them back on approval', async () => {
    const { venueId, eventId, admin } = await pendingEvent();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 1, [cellKey(ABQ, 'events')]: 1 });
    ok(await call(reviewVenue, { id: venueId, decision: 'reject', reason: 'Closed.' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0, [cellKey(ABQ, 'events')]: 0 });
    const search = { center: ABQ, radiusKm: 5 };
    expect(ok(await call(nearbyEvents, search)).items).toEqual([]);
    ok(await call(reviewVenue, { id: venueId, decision: 'approve' }, admin));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 1, [cellKey(ABQ, 'events')]: 1 });
    expect(ok(await call(nearbyEvents, search)).items.map((item) => item.id)).toEqual([eventId]);
  });

  it('moves the counts of a venue’s upcoming events with the venue', async () => {
    const { partner, venueId, eventId, admin } = await pendingEvent();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    const pending = await seedEvent(venueId, { approved: null });

    // The owner's move waits for review; the admin's approval moves venue, events and counts.
    ok(await call(updateVenue, { id: venueId, location: RIO_RANCHO }, partner));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 1, [cellKey(ABQ, 'events')]: 1 });
    ok(
      await call(reviewRevision, { id: revisionId('venue', venueId), decision: 'approve' }, admin),
    );
    expect(await storedCounts()).toEqual({
      [cellKey(ABQ)]: 0,
      [cellKey(RIO_RANCHO)]: 1,
      [cellKey(ABQ, 'events')]: 0,
      [cellKey(RIO_RANCHO, 'events')]: 1,
    });
    const moved = await read('events', eventId);
    expect(moved._protected.countedHash).toBe(encodeGeohash(RIO_RANCHO));
    expect(moved._geoloc.hash).toBe(encodeGeohash(RIO_RANCHO));
    expect(await countedHash(pending)).toBeNull();
  });

  it('takes an ended event out of the counts on the hourly run, once', async () => {
    const { venueId, eventId, admin } = await pendingEvent();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    const soon = await seedEvent(venueId, { start: inHours(1), end: inHours(2), approved: null });
    ok(await call(reviewEvent, { id: soon, decision: 'approve' }, admin));
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 2 });

    // Three hours on, `soon` has ended; the other has not.
    const later = inHours(3);
    expect(await flagAwaitingPayment(later)).toMatchObject({ changed: 1 });
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 1 });
    expect(await countedHash(soon)).toBeNull();
    expect(await countedHash(eventId)).toBe(encodeGeohash(ABQ));
    expect(await flagAwaitingPayment(later)).toMatchObject({ changed: 0 });
    expect(await storedCounts('events')).toEqual({ [cellKey(ABQ, 'events')]: 1 });
  });

  it('answers nearbyEvents exactly with the counts, and with counts that are wrong', async () => {
    const partner = await member('partner');
    const locations = gridAroundAbq(24);
    const ids = await Promise.all(
      locations.map(async (location) => seedEvent(await seedVenue(partner.uid, { location }))),
    );
    await expectExactWhateverTheCounts('events', ids, locations, 8, async () =>
      ok(await call(nearbyEvents, { center: ABQ, radiusKm: 5, limit: 8 })).items.map(
        (item) => item.id,
      ),
    );
  });

  it('recounts events: the upcoming public ones, recorded on each event', async () => {
    const { venueId, eventId } = await pendingEvent();
    const upcoming = await seedEvent(venueId);
    const ended = await seedEvent(venueId, { start: inHours(-5), end: inHours(-2) });
    // Recorded as counted though it has ended (the hourly run has not come by yet).
    await adminDb()
      .doc(`events/${ended}`)
      .update({ '_protected.countedHash': encodeGeohash(ABQ) });

    const result = await recount();
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('1 event counted in 1 shard');
    expect(await storedCounts()).toEqual({
      [cellKey(ABQ, 'venues')]: 1,
      [cellKey(ABQ, 'events')]: 1,
    });
    expect(await countedHash(upcoming)).toBe(encodeGeohash(ABQ));
    expect(await countedHash(ended)).toBeNull();
    expect(await countedHash(eventId)).toBeNull();
  });
});
