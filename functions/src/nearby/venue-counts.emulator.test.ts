import {
  NEARBY_COUNTS_COLLECTION,
  countCellOf,
  countShardOf,
  deleteVenue,
  distanceKm,
  encodeGeohash,
  nearbyVenues,
  reviewVenue,
  tallyCellCounts,
  updateVenue,
  venueCountsDocId,
} from '@fundax/core';
import { execFile } from 'node:child_process';

import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { ABQ, administrator, member, ok, read, seedVenue } from '../test-support/fixtures';

const RIO_RANCHO: [number, number] = [35.2328, -106.663];
const DENVER: [number, number] = [39.7392, -104.9903];

function recount(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/recount-nearby.ts', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** Every stored count, as shard/cell -> count (zeros kept: a cell emptied stays at 0). */
async function storedCounts(): Promise<Record<string, number>> {
  const all: Record<string, number> = {};
  const snapshot = await adminDb().collection(NEARBY_COUNTS_COLLECTION).get();
  for (const doc of snapshot.docs) {
    const counts = (doc.get('counts') ?? {}) as Record<string, number>;
    for (const [cell, count] of Object.entries(counts)) all[`${doc.id}/${cell}`] = count;
  }
  return all;
}

/** The key storedCounts gives the cell holding `location`. */
const cellKey = (location: [number, number]) => {
  const hash = encodeGeohash(location);
  return `${venueCountsDocId(countShardOf(hash))}/${countCellOf(hash)}`;
};

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

    ok(await call(updateVenue, { id, location: RIO_RANCHO }, partner));
    expect(await storedCounts()).toEqual({ [cellKey(ABQ)]: 0, [cellKey(RIO_RANCHO)]: 1 });
    // A rename is not a move: nothing changes.
    ok(await call(updateVenue, { id, name: 'Chile Cafe Rio Rancho' }, partner));
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
    // 30 approved venues spread over 6 km east and north of ABQ: more than one page of 20.
    const locations = Array.from({ length: 30 }, (_, i): [number, number] => [
      ABQ[0] + ((i % 6) * 0.9) / 111.32,
      ABQ[1] + (Math.floor(i / 6) * 1.1) / 91.2,
    ]);
    const ids = await Promise.all(
      locations.map((location) => seedVenue(partner.uid, { location })),
    );
    const truth = ids
      .map((id, i) => ({ id, km: distanceKm(ABQ, locations[i]!) }))
      .filter(({ km }) => km <= 5)
      .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
      .slice(0, 10)
      .map(({ id }) => id);

    const counts = tallyCellCounts(locations.map((location) => encodeGeohash(location)));
    const writeCounts = (scale: number) =>
      Promise.all(
        [...counts].map(([shard, cells]) =>
          adminDb()
            .collection(NEARBY_COUNTS_COLLECTION)
            .doc(venueCountsDocId(shard))
            .set({
              shard,
              counts: Object.fromEntries(
                Object.entries(cells).map(([cell, count]) => [cell, count * scale]),
              ),
            }),
        ),
      );
    const search = async () =>
      ok(await call(nearbyVenues, { center: ABQ, radiusKm: 5, limit: 10 })).items.map(
        (item) => item.id,
      );

    await writeCounts(1);
    expect(await search()).toEqual(truth);
    // Counts are a hint: far too many or none at all cost reads, never results.
    await writeCounts(50);
    expect(await search()).toEqual(truth);
    await writeCounts(0);
    expect(await search()).toEqual(truth);
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
      .doc(venueCountsDocId(denver))
      .set({ shard: denver, counts: { [countCellOf(encodeGeohash(DENVER))]: 4 } });
    await adminDb()
      .collection(NEARBY_COUNTS_COLLECTION)
      .doc(venueCountsDocId(countShardOf(encodeGeohash(ABQ))))
      .set({ counts: { [countCellOf(encodeGeohash(ABQ))]: 9 } });

    const expected = { [cellKey(ABQ)]: 2, [cellKey(RIO_RANCHO)]: 1 };
    const first = await recount();
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('3 searchable venues counted in');
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
