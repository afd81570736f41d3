import type { VenueCategory } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { publicVenueFilters } from './public-filters';
import { typedCollection, typedDoc } from './typed-refs';

/** One venue: public when approved and enabled; its owner and admins read it in every state. */
export function venueDoc(db: Firestore, id: string) {
  return typedDoc(db, 'venues', id);
}

/** The public partners list: approved, enabled venues by name, optionally of one category. */
export function publicApprovedVenuesQuery(db: Firestore, category?: VenueCategory) {
  const venues = typedCollection(db, 'venues');
  return category
    ? query(venues, ...publicVenueFilters(), where('category', '==', category), orderBy('name'))
    : query(venues, ...publicVenueFilters(), orderBy('name'));
}

/** One partner's public venues (the partner detail page), by name. */
export function partnerVenuesQuery(db: Firestore, ownerId: string) {
  return query(
    typedCollection(db, 'venues'),
    ...publicVenueFilters(),
    where('ownerId', '==', ownerId),
    orderBy('name'),
  );
}

/** The signed-in partner's own venues in every state (portal locations), newest first. */
export function ownVenuesQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, 'venues'),
    where('ownerId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** Admin: venues waiting for review (not withdrawn by their owner), oldest first. */
export function pendingVenuesQuery(db: Firestore) {
  return query(
    typedCollection(db, 'venues'),
    where('_status.approved', '==', null),
    where('_status.disabled', '==', false),
    orderBy('createdAt'),
  );
}
