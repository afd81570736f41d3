import {
  SEARCH_CATALOGUE_COLLECTION,
  catalogueItemOf,
  catalogueShardId,
  catalogueShards,
} from '@fundax/core';

import type { SeedDocuments } from './build';

/**
 * The search catalogue of the seeded events, venues and profiles, as the triggers keep it: one
 * `entries` map per shard, to merge into `searchCatalogue/shard-NN` (so a reseed keeps the
 * entries of listings created since).
 */
export function seedSearchCatalogue(
  docs: SeedDocuments,
): [string, { shard: number; entries: object }][] {
  const items = [
    ...[...docs.venues].map(([id, document]) =>
      catalogueItemOf({ source: 'venues', id, document }),
    ),
    ...[...docs.events].map(([id, document]) =>
      catalogueItemOf({ source: 'events', id, document }),
    ),
    ...[...docs.profiles].map(([id, document]) =>
      catalogueItemOf({ source: 'profiles', id, document }),
    ),
  ];
  return [...catalogueShards(items)]
    .filter(([, entries]) => Object.keys(entries).length > 0)
    .map(([shard, entries]) => [
      `${SEARCH_CATALOGUE_COLLECTION}/${catalogueShardId(shard)}`,
      { shard, entries },
    ]);
}
