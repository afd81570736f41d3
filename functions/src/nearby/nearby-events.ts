import {
  isPubliclyVisible,
  nearbyEvents as contract,
  searchNearby,
  toPublicEvent,
  hasEnded,
} from '@fundax/core';

import { onCallable } from '../platform/on-callable';
import { type GeoDocument, geohashPages } from './geohash-pages';
import { countsLoader } from './nearby-counts';
import { roundedKm } from './public-listings';
import { visibleEventsQuery } from './visible-queries';

/**
 * Approved events that are neither cancelled nor disabled and have not ended, within radiusKm
 * of center, nearest first (docs/product.md §7.3); optionally of one cause, and overlapping [from, to].
 *
 * Firestore allows range filters on several fields: the query orders by `_geoloc.hash` (the
 * planner's geohash ranges are cursors on it) and filters `eventEnd > max(now, from)` and
 * `eventStart <= to` in the index, so ended events are skipped as index entries and never read
 * as documents. The composite indexes are in firestore.indexes.json. Every read is charged to
 * the call's budget (NEARBY_READ_CEILING documents).
 */
export const nearbyEvents = onCallable(contract, async (input, { reads }) => {
  const { center, radiusKm, limit, category } = input;
  const now = new Date();
  const endsAfter =
    input.from && Date.parse(input.from) > now.getTime() ? new Date(input.from) : now;
  const startsBefore = input.to ? new Date(input.to) : null;
  const { items } = await searchNearby({
    center,
    radiusKm,
    limit,
    readPage: geohashPages(
      'events',
      visibleEventsQuery({ endsAfter, category, startsBefore }),
      reads,
    ),
    // The counts hold every public event that has not ended: they would overstate the matches
    // of one cause or of a window in the future.
    ...(category || startsBefore || endsAfter !== now
      ? {}
      : { loadCounts: countsLoader('events', center, radiusKm, reads) }),
    // The query already holds every condition; checking again costs nothing and keeps a
    // mis-declared index or a stale emulator from ever leaking a hidden event.
    accept: ({ document }: GeoDocument<'events'>) =>
      document !== null &&
      isPubliclyVisible(document._status) &&
      !hasEnded(document, endsAfter) &&
      (!startsBefore || document.eventStart <= startsBefore) &&
      (!category || document.category === category),
  });
  return {
    items: items.flatMap(({ item: { document }, distanceKm }) =>
      document ? [{ ...toPublicEvent(document), distanceKm: roundedKm(distanceKm) }] : [],
    ),
  };
});
