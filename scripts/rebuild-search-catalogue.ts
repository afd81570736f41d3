// Rebuilds the search catalogue (searchCatalogue/shard-NN) from the events, venues and profiles
// themselves. Triggers keep it as documents change; run this once on a project whose listings
// predate search, after changing SEARCH_CATALOGUE_SHARDS, or to repair it. It rewrites every
// shard whole (empty ones too, so entries of deleted documents go, and every shard gets a new
// rev, which makes running search functions re-read it). A listing changed while it runs is put
// right by that change's own trigger, or by running this again.
//
//   npx tsx scripts/rebuild-search-catalogue.ts                     # the running emulators
//   npx tsx scripts/rebuild-search-catalogue.ts --project <id>      # a real project (ADC)
import { parseArgs } from 'node:util';

import {
  type CatalogueItem,
  type CatalogueSource,
  DocumentParseError,
  SEARCH_CATALOGUE_COLLECTION,
  catalogueItemOf,
  catalogueShardId,
  catalogueShards,
  parseDocument,
} from '@fundax/core';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';

import { connectAdmin } from './lib/admin-app.mjs';
import { SetupError, info, runMain, step } from './lib/log.mjs';

const USAGE = 'usage: npx tsx scripts/rebuild-search-catalogue.ts [--project <id>]';
const PAGE = 1000;

function parse(argv: string[]): { project: string | undefined } {
  try {
    const { values } = parseArgs({ args: argv, options: { project: { type: 'string' } } });
    return { project: values.project };
  } catch {
    throw new SetupError(USAGE);
  }
}

/** Every document of a source collection as catalogue items, read a page at a time. */
async function itemsOf(db: Firestore, source: CatalogueSource): Promise<CatalogueItem[]> {
  const items: CatalogueItem[] = [];
  let last: string | null = null;
  for (;;) {
    let page = db.collection(source).orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      const document = parseDocument(source, doc.id, doc.data());
      items.push(
        catalogueItemOf({ source, id: doc.id, document } as Parameters<typeof catalogueItemOf>[0]),
      );
    }
    if (snapshot.size < PAGE) return items;
    last = snapshot.docs[snapshot.size - 1]?.id ?? null;
  }
}

runMain(async () => {
  const { project } = parse(process.argv.slice(2));
  const { app, where } = connectAdmin(project);
  step(`Rebuilding the search catalogue on ${where}`);
  const db = getFirestore(app);
  const items = await Promise.all(
    (['venues', 'events', 'profiles'] as const).map((source) => itemsOf(db, source)),
  ).catch((error: unknown) => {
    if (error instanceof DocumentParseError) {
      throw new SetupError(`${error.message} Fix or remove it, then run this again.`);
    }
    throw error;
  });
  const batch = db.batch();
  const shards = catalogueShards(items.flat());
  for (const [shard, entries] of shards) {
    batch.set(db.collection(SEARCH_CATALOGUE_COLLECTION).doc(catalogueShardId(shard)), {
      shard,
      entries,
      rev: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  const [venues, events, profiles] = items.map((list) => list.length);
  info(`${venues} venues, ${events} events and ${profiles} profiles in ${shards.size} shards.`);
});
