// Rebuilds the per-cell counts nearby search plans with (nearbyCounts/venues-<shard> and
// events-<shard>) from the venues and events themselves. The callables and the hourly schedule
// keep the counts as listings change; run this once on a project whose listings predate the
// counts, or to repair them. Safe at any time and any number of times: it reads the listings and
// rewrites the counts (and each event's record of where it counts) in one transaction, so a
// change racing it is either counted in the recount or retried after it.
//
//   npx tsx scripts/recount-nearby.ts                     # the running emulators
//   npx tsx scripts/recount-nearby.ts --project <id>      # a real project (ADC)
import { parseArgs } from 'node:util';

import {
  DocumentParseError,
  NEARBY_COUNTS_COLLECTION,
  NOT_ENDED_EVENT_FILTER,
  countsDocId,
  eventCountedAt,
  parseDocument,
  tallyCellCounts,
  venueCountedAt,
} from '@fundax/core';
import { type Firestore, type Transaction, getFirestore } from 'firebase-admin/firestore';

import { connectAdmin } from './lib/admin-app.mjs';
import { SetupError, info, runMain, step } from './lib/log.mjs';

const USAGE = 'usage: npx tsx scripts/recount-nearby.ts [--project <id>]';

function parse(argv: string[]): { project: string | undefined } {
  try {
    const { values } = parseArgs({ args: argv, options: { project: { type: 'string' } } });
    return { project: values.project };
  } catch {
    throw new SetupError(USAGE);
  }
}

/** The geohashes where the searchable venues count. */
async function venueHashes(db: Firestore, tx: Transaction): Promise<string[]> {
  const approved = await tx.get(db.collection('venues').where('_status.approved', '==', true));
  return approved.docs.flatMap((doc) => {
    const hash = venueCountedAt(parseDocument('venues', doc.id, doc.data()));
    return hash ? [hash] : [];
  });
}

/**
 * The geohashes where the events should count, after recording each on its event: those that
 * may count (approved, not ended) and those recorded as counted, whichever changed.
 */
async function eventHashes(db: Firestore, tx: Transaction, now: Date): Promise<string[]> {
  const events = db.collection('events');
  const [upcoming, recorded] = await Promise.all([
    tx.get(
      events.where('_status.approved', '==', true).where('eventEnd', NOT_ENDED_EVENT_FILTER, now),
    ),
    tx.get(events.where('_protected.countedHash', '!=', null)),
  ]);
  const byId = new Map([...recorded.docs, ...upcoming.docs].map((doc) => [doc.id, doc]));
  const hashes: string[] = [];
  for (const doc of byId.values()) {
    const event = parseDocument('events', doc.id, doc.data());
    const wanted = eventCountedAt(event, now);
    if (wanted) hashes.push(wanted);
    if (event._protected.countedHash !== wanted) {
      tx.update(doc.ref, { '_protected.countedHash': wanted });
    }
  }
  return hashes;
}

runMain(async () => {
  const { project } = parse(process.argv.slice(2));
  const { app, where } = connectAdmin(project);
  step(`Recounting the venues and events for nearby search on ${where}`);
  const db = getFirestore(app);
  const counts = db.collection(NEARBY_COUNTS_COLLECTION);
  const summary = await db
    .runTransaction(async (tx) => {
      const now = new Date();
      // Every read before the first write, as transactions require.
      const [stored, venues] = await Promise.all([tx.get(counts.select()), venueHashes(db, tx)]);
      const events = await eventHashes(db, tx, now);
      const lines: string[] = [];
      for (const [kind, hashes] of [
        ['venues', venues],
        ['events', events],
      ] as const) {
        const tally = tallyCellCounts(hashes);
        for (const [shard, cells] of tally) {
          tx.set(counts.doc(countsDocId(kind, shard)), { shard, counts: cells, updatedAt: now });
        }
        // Shards whose listings all went: their cells drop to nothing.
        const prefix = countsDocId(kind, '');
        let emptied = 0;
        for (const doc of stored.docs) {
          const shard = doc.id.slice(prefix.length);
          if (!doc.id.startsWith(prefix) || tally.has(shard)) continue;
          tx.set(doc.ref, { shard, counts: {}, updatedAt: now });
          emptied++;
        }
        lines.push(
          `${hashes.length} ${hashes.length === 1 ? kind.slice(0, -1) : kind} counted in ${tally.size} shard${tally.size === 1 ? '' : 's'}` +
            (emptied > 0 ? `, ${emptied} shard${emptied === 1 ? '' : 's'} emptied` : ''),
        );
      }
      return lines;
    })
    .catch((error: unknown) => {
      if (error instanceof DocumentParseError) {
        throw new SetupError(`${error.message} Fix or remove it, then run this again.`);
      }
      throw error;
    });
  for (const line of summary) info(`${line}.`);
});
