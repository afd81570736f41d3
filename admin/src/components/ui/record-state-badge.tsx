import { Badge, ListingBadge } from '@fundax/client/ui';
import type { RecordState } from '@fundax/core';

/**
 * Where a record stands, as a badge: a listing's state in the one wording every app uses (core's
 * listingState, which the search catalogue stores), or whether a profile is listed in the
 * public directory.
 */
export function RecordStateBadge({ state }: { state: RecordState }) {
  if (state === 'listed') return <Badge tone="approved">Listed</Badge>;
  if (state === 'unlisted') return <Badge tone="neutral">Unlisted</Badge>;
  return <ListingBadge state={state} />;
}
