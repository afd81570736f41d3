/**
 * An event has ended once its end is now or past: `eventEnd <= now`. At the instant it ends it
 * takes no more edits, shows as past, is owed its payouts and leaves nearby search. Every
 * client and function decides "ended" with this predicate; queries use the two filters below.
 */
export function hasEnded(event: { eventEnd: Date | string }, now: Date): boolean {
  const end =
    typeof event.eventEnd === 'string' ? Date.parse(event.eventEnd) : event.eventEnd.getTime();
  return end <= now.getTime();
}

/** The Firestore filter on `eventEnd` (against now) that selects ended events, as hasEnded. */
export const ENDED_EVENT_FILTER = '<=' as const;
/** The Firestore filter on `eventEnd` (against now) that selects events that have not ended. */
export const NOT_ENDED_EVENT_FILTER = '>' as const;

/** The parties of an event that may manage it. */
export interface EventParties {
  organizerId: string;
  partnerId: string;
}

/**
 * Who may change or cancel an event: its organizer, the partner whose venue hosts it, or an
 * admin. The functions enforce it; the portal uses it to offer only what will be accepted.
 */
export function canManageEvent(
  event: EventParties,
  caller: { uid: string; admin?: boolean },
): boolean {
  return (
    caller.admin === true || event.organizerId === caller.uid || event.partnerId === caller.uid
  );
}
