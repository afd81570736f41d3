import {
  type CauseCategory,
  ENDED_EVENT_FILTER,
  type NetworkCategory,
  NOT_ENDED_EVENT_FILTER,
} from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { publicEventFilters } from './public-filters';
import { typedCollection } from './typed-refs';
import { eventsConverter } from './events';
import { profilesConverter } from './profiles';

// Reads of the public directory pages of web (partner detail, funders, fundaxer listing,
// angels' top categories). Each carries the filters firestore.rules requires of a visitor.

/** Public events at any of one partner's venues that have not ended, soonest end first. */
export function upcomingPartnerEventsQuery(
  db: Firestore,
  partnerId: string,
  now: Date = new Date(),
) {
  return query(
    typedCollection(db, eventsConverter),
    ...publicEventFilters(),
    where('partnerId', '==', partnerId),
    where('eventEnd', NOT_ENDED_EVENT_FILTER, now),
    orderBy('eventEnd'),
  );
}

/**
 * A partner's public events that have ended, for the funders page's totals (run as a sum and
 * count aggregation: what the partner's events raised, without reading every event).
 */
export function partnerEndedEventsQuery(db: Firestore, partnerId: string, now: Date = new Date()) {
  return query(
    typedCollection(db, eventsConverter),
    ...publicEventFilters(),
    where('partnerId', '==', partnerId),
    where('eventEnd', ENDED_EVENT_FILTER, now),
  );
}

/** Listed fundaxers whose fundraiser is for one cause, by name (the fundaxer listing filter). */
export function listedFundaxersByCauseQuery(db: Firestore, category: CauseCategory) {
  return query(
    typedCollection(db, profilesConverter),
    where('listed', '==', true),
    where('role', '==', 'fundaxer'),
    where('fundraiser.category', '==', category),
    orderBy('displayName'),
  );
}

/** Listed angels in one business category (counted per category on /angels/top-categories). */
export function listedAngelsInCategoryQuery(db: Firestore, category: NetworkCategory) {
  return query(
    typedCollection(db, profilesConverter),
    where('listed', '==', true),
    where('role', '==', 'angel'),
    where('categories', 'array-contains', category),
  );
}
