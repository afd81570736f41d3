import { venueSchema } from '@fundax/core';
import type { VenueCategory } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { publicVenueFilters } from './public-filters';
import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `venues` documents as clients read them: parsed by their schema, with their id. */
export const venuesConverter = readConverter('venues', venueSchema);

/** One venue: public when approved and enabled; its owner and admins read it in every state. */
export function venueDoc(db: Firestore, id: string) {
  return typedDoc(db, venuesConverter, id);
}

/** The public partners list: approved, enabled venues by name, optionally of one category. */
export function publicApprovedVenuesQuery(db: Firestore, category?: VenueCategory) {
  const venues = typedCollection(db, venuesConverter);
  return category
    ? query(venues, ...publicVenueFilters(), where('category', '==', category), orderBy('name'))
    : query(venues, ...publicVenueFilters(), orderBy('name'));
}

/** One partner's public venues (the partner detail page), by name. */
export function partnerVenuesQuery(db: Firestore, ownerId: string) {
  return query(
    typedCollection(db, venuesConverter),
    ...publicVenueFilters(),
    where('ownerId', '==', ownerId),
    orderBy('name'),
  );
}

/** The signed-in partner's own venues in every state (portal locations), newest first. */
export function ownVenuesQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, venuesConverter),
    where('ownerId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** Admin: venues waiting for review (not withdrawn by their owner), oldest first. */
export function pendingVenuesQuery(db: Firestore) {
  return query(
    typedCollection(db, venuesConverter),
    where('_status.approved', '==', null),
    where('_status.disabled', '==', false),
    orderBy('createdAt'),
  );
}
