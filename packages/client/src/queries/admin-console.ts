import type { CauseCategory, Role, VenueCategory } from '@fundax/core';
import {
  type Firestore,
  type QueryFieldFilterConstraint,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';

import { typedCollection } from './typed-refs';
import { applicationsConverter } from './applications';
import { eventsConverter } from './events';
import { ledgerConverter } from './ledger';
import { profilesConverter } from './profiles';
import { venuesConverter } from './venues';

// Reads of the admin console's records, search, angels and bookkeeping pages. Admins read every
// document, so these carry no visibility filter; each is meant for a page (add limit() and a
// startAfter() cursor), never for loading a whole collection.

/** The review states an admin filters events by (docs/product.md §4.1; cancelled is its own state). */
export type EventRecordStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
/** The states an admin filters venues by. */
export type VenueRecordStatus = 'pending' | 'approved' | 'rejected' | 'disabled';

function eventStatusFilters(status: EventRecordStatus): QueryFieldFilterConstraint[] {
  switch (status) {
    case 'pending':
      return [where('_status.approved', '==', null)];
    case 'approved':
      return [where('_status.approved', '==', true), where('_status.cancelled', '==', false)];
    case 'rejected':
      return [where('_status.approved', '==', false)];
    case 'cancelled':
      return [where('_status.cancelled', '==', true)];
  }
}

function venueStatusFilters(status: VenueRecordStatus): QueryFieldFilterConstraint[] {
  switch (status) {
    case 'pending':
      return [where('_status.approved', '==', null)];
    case 'approved':
      return [where('_status.approved', '==', true), where('_status.disabled', '==', false)];
    case 'rejected':
      return [where('_status.approved', '==', false)];
    case 'disabled':
      return [where('_status.disabled', '==', true)];
  }
}

/** Admin: events in any state, latest start first, optionally of one state and one cause. */
export function eventRecordsQuery(
  db: Firestore,
  filters: { status?: EventRecordStatus; category?: CauseCategory } = {},
) {
  return query(
    typedCollection(db, eventsConverter),
    ...(filters.status ? eventStatusFilters(filters.status) : []),
    ...(filters.category ? [where('category', '==', filters.category)] : []),
    orderBy('eventStart', 'desc'),
  );
}

/** Admin: venues in any state by name, optionally of one state and one business category. */
export function venueRecordsQuery(
  db: Firestore,
  filters: { status?: VenueRecordStatus; category?: VenueCategory } = {},
) {
  return query(
    typedCollection(db, venuesConverter),
    ...(filters.status ? venueStatusFilters(filters.status) : []),
    ...(filters.category ? [where('category', '==', filters.category)] : []),
    orderBy('name'),
  );
}

/** Admin: public profiles, listed or not, by name, optionally of one role and one city. */
export function profileRecordsQuery(db: Firestore, filters: { role?: Role; city?: string } = {}) {
  return query(
    typedCollection(db, profilesConverter),
    ...(filters.role ? [where('role', '==', filters.role)] : []),
    ...(filters.city ? [where('city', '==', filters.city)] : []),
    orderBy('displayName'),
  );
}

/** Admin: approved angel applications (the angels and their dues), newest first. */
export function approvedApplicationsQuery(db: Firestore) {
  return query(
    typedCollection(db, applicationsConverter),
    where('_status.approved', '==', true),
    orderBy('submitDate', 'desc'),
  );
}

/** Admin bookkeeping: payouts and reversals recorded in [from, to), in recorded order. */
export function ledgerEntriesRecordedBetweenQuery(db: Firestore, from: Date, to: Date) {
  return query(
    typedCollection(db, ledgerConverter),
    where('recordedAt', '>=', from),
    where('recordedAt', '<', to),
    orderBy('recordedAt'),
  );
}
