/** What the organizer reads on an event that expired unreviewed. */
export const EXPIRED_REASON =
  'Nobody reviewed this event before it started, so it expired. Propose it again with new dates.';

/**
 * An event still pending review when it starts has expired: the admin queue shows pending
 * events only before they start, so the server refuses to approve one after its start, and the
 * schedule marks it expired for its organizer. (Query: `_status.approved == null` and
 * `eventStart <= now`.)
 */
export function hasExpiredUnreviewed(
  event: { eventStart: Date; _status: { approved: boolean | null } },
  now: Date,
): boolean {
  return event._status.approved === null && event.eventStart.getTime() <= now.getTime();
}

/** The `_status` an expired event takes: not approved, marked expired, with the reason. */
export function expiredStatus(now: Date) {
  return {
    approved: false,
    expired: true,
    reason: EXPIRED_REASON,
    reviewedAt: now,
    reviewedBy: null,
  } as const;
}
