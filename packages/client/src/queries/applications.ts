import { applicationsCutoffSeconds, applicationSchema } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `applications` documents as clients read them: parsed by their schema, with their id. */
export const applicationsConverter = readConverter('applications', applicationSchema);

/** One angel application (its applicant and admins), e.g. for /angels/payment/{id}. */
export function applicationDoc(db: Firestore, id: string) {
  return typedDoc(db, applicationsConverter, id);
}

/** The signed-in angel's own applications, newest first. */
export function ownApplicationsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, applicationsConverter),
    where('applicantId', '==', uid),
    orderBy('submitDate', 'desc'),
  );
}

/**
 * Admin: pending applications submitted within the last APPLICATION_WINDOW_MONTHS months,
 * newest first (docs/product.md §5.4; the cutoff is core's, shared with the pure filter).
 */
export function pendingApplicationsQuery(db: Firestore, now: Date = new Date()) {
  return query(
    typedCollection(db, applicationsConverter),
    where('_status.approved', '==', null),
    where('submitDate', '>=', applicationsCutoffSeconds(now)),
    orderBy('submitDate', 'desc'),
  );
}
