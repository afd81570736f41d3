import { subMonths } from 'date-fns';

import { APPLICATION_WINDOW_MONTHS } from '../constants';

/** The fields of an angel application that decide whether admins see it as pending. */
export interface ReviewableApplication {
  /** Seconds since the epoch (docs/product.md §3.6). */
  submitDate: number;
  _status: { approved: boolean | null };
}

/**
 * The oldest submitDate (in seconds, like submitDate itself) that still counts as pending:
 * APPLICATION_WINDOW_MONTHS calendar months before now (date-fns subMonths, in the runtime's
 * time zone; the 31st falls back to the month's last day). Rounded down to the whole second,
 * so an application submitted exactly 3 months ago is included. The Firestore query and the
 * pure filter both use this value:
 * `where('_status.approved', '==', null).where('submitDate', '>=', cutoff)
 *  .orderBy('submitDate', 'desc')`.
 */
export function applicationsCutoffSeconds(now: Date): number {
  return Math.floor(subMonths(now, APPLICATION_WINDOW_MONTHS).getTime() / 1000);
}

/** docs/product.md §5.4: pending (approved null) and submitted within the last 3 months (inclusive). */
export function isPendingApplication(application: ReviewableApplication, now: Date): boolean {
  return (
    application._status.approved === null &&
    application.submitDate >= applicationsCutoffSeconds(now)
  );
}

/** Newest first (docs/product.md §5.4). */
export function byNewestSubmission(a: { submitDate: number }, b: { submitDate: number }): number {
  return b.submitDate - a.submitDate;
}

/** The pending applications admins see, newest first; the input is left untouched. */
export function pendingApplications<A extends ReviewableApplication>(
  applications: readonly A[],
  now: Date,
): A[] {
  const cutoff = applicationsCutoffSeconds(now);
  return applications
    .filter((application) => application._status.approved === null)
    .filter((application) => application.submitDate >= cutoff)
    .sort(byNewestSubmission);
}
