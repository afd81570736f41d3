// Rebuilds the per-cell counts nearby search plans with (nearbyCounts/venues-<shard>) from the
// venues themselves. The callables keep the counts as venues change; run this once on a project
// whose venues predate the counts, or to repair them. Safe to run at any time and any number of
// times: it reads every searchable venue and rewrites the counts in one transaction, so an
// approval racing it is either counted in the recount or retried after it.
//
//   npx tsx scripts/recount-nearby.ts                     # the running emulators
//   npx tsx scripts/recount-nearby.ts --project <id>      # a real project (ADC)
import { parseArgs } from 'node:util';

import {
  NEARBY_COUNTS_COLLECTION,
  countShardOf,
  tallyCellCounts,
  venueCountsDocId,
} from '@fundax/core';
import { getFirestore } from 'firebase-admin/firestore';

import { connectAdmin } from './lib/admin-app.mjs';
import { SetupError, info, runMain, step } from './lib/log.mjs';

const USAGE = 'usage: npx tsx scripts/recount-nearby.ts [--project <id>]';
const SHARD_PREFIX = venueCountsDocId('');

function parse(argv: string[]): { project: string | undefined } {
  try {
    const { values } = parseArgs({ args: argv, options: { project: { type: 'string' } } });
    return { project: values.project };
  } catch {
    throw new SetupError(USAGE);
  }
}

runMain(async () => {
  const { project } = parse(process.argv.slice(2));
  const { app, where } = connectAdmin(project);
  step(`Recounting the searchable venues for nearby search on ${where}`);
  const db = getFirestore(app);
  const counts = db.collection(NEARBY_COUNTS_COLLECTION);
  const { venues, shards, emptied } = await db.runTransaction(async (tx) => {
    // The same visibility rule nearbyVenues queries with (approved, not disabled).
    const searchable = await tx.get(
      db
        .collection('venues')
        .where('_status.approved', '==', true)
        .where('_status.disabled', '==', false)
        .select('_geoloc.hash'),
    );
    const stored = await tx.get(counts.select());
    const hashes = searchable.docs
      .map((doc) => doc.get('_geoloc.hash') as unknown)
      .filter((hash): hash is string => typeof hash === 'string');
    const tally = tallyCellCounts(hashes);
    const now = new Date();
    for (const [shard, cells] of tally) {
      tx.set(counts.doc(venueCountsDocId(shard)), { shard, counts: cells, updatedAt: now });
    }
    // Shards whose venues all went: their cells drop to nothing.
    let cleared = 0;
    for (const doc of stored.docs) {
      const shard = doc.id.slice(SHARD_PREFIX.length);
      if (!doc.id.startsWith(SHARD_PREFIX) || tally.has(shard)) continue;
      tx.set(doc.ref, { shard: countShardOf(shard), counts: {}, updatedAt: now });
      cleared++;
    }
    return { venues: hashes.length, shards: tally.size, emptied: cleared };
  });
  info(
    `${venues} searchable venue${venues === 1 ? '' : 's'} counted in ${shards} shard${shards === 1 ? '' : 's'}` +
      (emptied > 0 ? `; ${emptied} shard${emptied === 1 ? '' : 's'} emptied` : '') +
      '.',
  );
});
