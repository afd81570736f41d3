/** The fields of an event that decide whether admins must still review it. */
export interface ReviewableEvent {
  eventStart: Date;
  _status: { approved: boolean | null };
}

/**
 * docs/product.md §5.4: the events admins review are pending (`_status.approved === null`) and start in
 * the future (strictly after now). One that started unreviewed can no longer be approved in
 * time, so it drops off the list. The Firestore query is
 * `where('_status.approved', '==', null).where('eventStart', '>', now).orderBy('eventStart')`.
 */
export function isPendingEventForAdmin(event: ReviewableEvent, now: Date): boolean {
  return event._status.approved === null && event.eventStart.getTime() > now.getTime();
}

/** Soonest start first: those are the most urgent to review. */
export function bySoonestStart(a: { eventStart: Date }, b: { eventStart: Date }): number {
  return a.eventStart.getTime() - b.eventStart.getTime();
}
