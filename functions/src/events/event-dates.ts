import { FundaxError, eventDateIssues, hasEnded, invalidArgumentFromIssues } from '@fundax/core';

/**
 * Dates an owner proposes: a start already past (when the start moves) and an end already past
 * are matters of time (`failed-precondition`); a start beyond the 18-month horizon, an end not
 * after the start, or an event longer than 14 days are bad input (`invalid-argument`, with the
 * field), never left for Firestore to reject as an internal error.
 */
export function assertEventDates(
  start: Date,
  end: Date,
  now: Date,
  { startMoved }: { startMoved: boolean },
): void {
  if (startMoved && start.getTime() <= now.getTime()) {
    throw new FundaxError('failed-precondition', 'The event must start in the future.');
  }
  const issues = eventDateIssues(start, end, now);
  if (issues.length > 0) {
    const { message, details } = invalidArgumentFromIssues(issues);
    throw new FundaxError('invalid-argument', message, details);
  }
  if (hasEnded({ eventEnd: end }, now)) {
    throw new FundaxError('failed-precondition', 'The event must end in the future.');
  }
}
