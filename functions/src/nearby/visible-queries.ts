import { type CauseCategory, type VenueCategory, NOT_ENDED_EVENT_FILTER } from '@fundax/core';
import type { Query } from 'firebase-admin/firestore';

import { db } from '../platform/admin';

/**
 * Venues anyone may see (docs/product.md §7.3): approved and not disabled, as equality filters so that
 * every document read is a candidate; optionally of one category.
 */
export function visibleVenuesQuery(category?: VenueCategory): Query {
  const query = db()
    .collection('venues')
    .where('_status.approved', '==', true)
    .where('_status.disabled', '==', false);
  return category ? query.where('category', '==', category) : query;
}

/**
 * Events anyone may see (docs/product.md §7.3) that end after `endsAfter`: approved, neither
 * disabled nor cancelled; optionally of one cause, and starting at or before `startsBefore`.
 * The range filters sit in the index, so ended events are skipped as index entries.
 */
export function visibleEventsQuery({
  endsAfter,
  category,
  startsBefore,
}: {
  endsAfter: Date;
  category?: CauseCategory;
  startsBefore?: Date | null;
}): Query {
  let query = db()
    .collection('events')
    .where('_status.approved', '==', true)
    .where('_status.disabled', '==', false)
    .where('_status.cancelled', '==', false)
    .where('eventEnd', NOT_ENDED_EVENT_FILTER, endsAfter);
  if (category) query = query.where('category', '==', category);
  if (startsBefore) query = query.where('eventStart', '<=', startsBefore);
  return query;
}
