import { searchListings as contract } from '@fundax/core';

import { onCallable } from '../platform/on-callable';
import { toSearchResult } from './search-results';
import { searchEngineFor } from './search-service';

/** Public search by name over visible events, venues and fundraisers (the public engine). */
export const searchListings = onCallable(contract, async ({ query, kinds, limit }, { reads }) => {
  const engine = await searchEngineFor('public', reads);
  return { items: engine.search({ query, kinds, limit, now: new Date() }).map(toSearchResult) };
});
