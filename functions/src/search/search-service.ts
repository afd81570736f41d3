import { firestoreCatalogueReader } from './catalogue-reader';
import { LiveCatalogue } from './live-catalogue';
import { SearchEngine, type SearchAudience } from './search-engine';

/**
 * How stale an instance's index may get between checks: a change reaches search within about
 * this plus the trigger's delay (about a second). Busy instances check once per this period,
 * quiet ones on each query.
 */
export const SEARCH_FRESHNESS_MS = 1000;
/** Changed shards re-read by one query at most: with the check itself, 4 document reads. */
export const SHARDS_PER_CHECK = 4;

const catalogues = new Map<SearchAudience, LiveCatalogue>();

/**
 * The engine of an audience, loaded on the instance's first query and kept fresh. Each callable
 * is its own Cloud Function, so an instance of searchListings holds only the public engine and
 * one of searchRecords only the admin engine.
 */
export async function searchEngineFor(
  audience: SearchAudience,
  budget?: { charge(documents: number): void },
): Promise<SearchEngine> {
  let catalogue = catalogues.get(audience);
  if (!catalogue) {
    catalogue = new LiveCatalogue(firestoreCatalogueReader(), new SearchEngine(audience), {
      freshnessMs: SEARCH_FRESHNESS_MS,
      shardsPerCheck: SHARDS_PER_CHECK,
    });
    catalogues.set(audience, catalogue);
  }
  const before = catalogue.reads;
  const engine = await catalogue.ready();
  // The reads this call caused (a cold load or a freshness check), on the call's read budget.
  const read = catalogue.reads - before;
  if (read > 0) budget?.charge(read);
  return engine;
}
