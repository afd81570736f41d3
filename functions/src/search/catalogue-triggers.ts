import type { CatalogueSource } from '@fundax/core';

import { onDocumentWrite } from '../platform/on-document-written';
import { changesCatalogue, shardOfData, syncCatalogueEntry } from './catalogue-sync';

/**
 * Keeps the search catalogue in step with one source collection, whoever writes it: callables,
 * the hourly schedule, scripts, the seed. A write that changes nothing search shows costs no
 * Firestore access at all.
 */
function catalogueTrigger(name: string, source: CatalogueSource) {
  return onDocumentWrite(name, source, async ({ id, before, after }) => {
    if (!changesCatalogue(source, id, before, after)) return;
    const shards = [shardOfData(source, id, before), shardOfData(source, id, after)];
    await syncCatalogueEntry(
      source,
      id,
      shards.filter((shard) => shard !== null),
    );
  });
}

export const searchCatalogueEvents = catalogueTrigger('searchCatalogueEvents', 'events');
export const searchCatalogueVenues = catalogueTrigger('searchCatalogueVenues', 'venues');
export const searchCatalogueProfiles = catalogueTrigger('searchCatalogueProfiles', 'profiles');
