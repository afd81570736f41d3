import {
  isPubliclyVisible,
  nearbyVenues as contract,
  searchNearby,
  toPublicVenue,
} from '@fundax/core';

import { onCallable } from '../platform/on-callable';
import { type GeoDocument, geohashPages } from './geohash-pages';
import { roundedKm } from './public-listings';
import { countsLoader } from './nearby-counts';
import { visibleVenuesQuery } from './visible-queries';

/**
 * Approved, enabled venues within radiusKm of center, nearest first (docs/product.md §7.3). The query
 * holds the visibility rule as equality filters, so every document read is a candidate; the
 * planner decides which geohash ranges to read and proves the answer exact. Every read is
 * charged to the call's budget (NEARBY_READ_CEILING documents).
 */
export const nearbyVenues = onCallable(contract, async (input, { reads }) => {
  const { center, radiusKm, limit, category } = input;
  const { items } = await searchNearby({
    center,
    radiusKm,
    limit,
    readPage: geohashPages('venues', visibleVenuesQuery(category), reads),
    // The counts are of all searchable venues: they would overstate matches of one category.
    ...(category ? {} : { loadCounts: countsLoader('venues', center, radiusKm, reads) }),
    accept: (item: GeoDocument<'venues'>) =>
      item.document !== null &&
      isPubliclyVisible(item.document._status) &&
      (!category || item.document.category === category),
  });
  return {
    items: items.flatMap(({ item: { document }, distanceKm }) =>
      document ? [{ ...toPublicVenue(document), distanceKm: roundedKm(distanceKm) }] : [],
    ),
  };
});
