import { searchRecords as contract } from '@fundax/core';

import { onCallable } from '../platform/on-callable';
import { toRecordResult } from './search-results';
import { searchEngineFor } from './search-service';

/**
 * The admin console's search: every event, venue and profile, hidden ones too (the contract's
 * admin access is checked before this runs), by name or exact id.
 */
export const searchRecords = onCallable(contract, async ({ query, kinds, limit }) => {
  const engine = await searchEngineFor('admin');
  return { items: engine.search({ query, kinds, limit, now: new Date() }).map(toRecordResult) };
});
