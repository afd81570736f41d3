import {
  type CallableParsedInput,
  type DocumentOf,
  FundaxError,
  PENDING_STATUS,
  type updateEvent,
  hasEnded,
} from '@fundax/core';

type EventUpdate = CallableParsedInput<typeof updateEvent>;
type StoredEvent = Pick<
  DocumentOf<'events'>,
  'eventStart' | 'eventEnd' | 'giveback' | '_status' | 'fundaxerId'
>;

/** The fields that people relied on when an admin approved the event. */
function reviewedTermsChanged(input: EventUpdate, event: StoredEvent): boolean {
  const differs = <T>(next: T | undefined, current: T) => next !== undefined && next !== current;
  return (
    (input.eventStart !== undefined &&
      Date.parse(input.eventStart) !== event.eventStart.getTime()) ||
    (input.eventEnd !== undefined && Date.parse(input.eventEnd) !== event.eventEnd.getTime()) ||
    differs(input.givebackPercent, event.giveback.percent) ||
    differs(input.givebackTerms, event.giveback.terms) ||
    differs(input.givebackExclusions, event.giveback.exclusions)
  );
}

/**
 * The update an edit makes to a stored event (field paths for Firestore's update). New dates
 * must still be in the future and in order. An owner's new dates or give-back terms on an
 * approved event, or any edit of a rejected one, send it back to review; an admin's edit keeps
 * the review as it is (the admin is the reviewer). The fundaxer is resolved by the caller.
 */
export function eventChanges(
  input: EventUpdate,
  event: StoredEvent,
  editor: { admin: boolean },
  now: Date,
): Record<string, unknown> {
  const start = input.eventStart ? new Date(input.eventStart) : event.eventStart;
  const end = input.eventEnd ? new Date(input.eventEnd) : event.eventEnd;
  if (input.eventStart && start.getTime() <= now.getTime()) {
    throw new FundaxError('failed-precondition', 'The event must start in the future.');
  }
  if (end.getTime() <= start.getTime()) {
    throw new FundaxError('invalid-argument', 'eventEnd: The event must end after it starts.');
  }
  if (hasEnded({ eventEnd: end }, now)) {
    throw new FundaxError('failed-precondition', 'The event must end in the future.');
  }
  const changes: Record<string, unknown> = {};
  for (const field of ['title', 'description', 'category', 'goalCents', 'imageUrl'] as const) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  if (input.eventStart) changes.eventStart = start;
  if (input.eventEnd) changes.eventEnd = end;
  if (input.givebackPercent !== undefined) changes['giveback.percent'] = input.givebackPercent;
  if (input.givebackTerms !== undefined) changes['giveback.terms'] = input.givebackTerms;
  if (input.givebackExclusions !== undefined) {
    changes['giveback.exclusions'] = input.givebackExclusions;
  }
  const backToReview =
    !editor.admin &&
    ((event._status.approved === true && reviewedTermsChanged(input, event)) ||
      event._status.approved === false);
  if (backToReview) {
    for (const [key, value] of Object.entries(PENDING_STATUS)) changes[`_status.${key}`] = value;
  }
  changes.updatedAt = now;
  return changes;
}
