import { addMonths } from 'date-fns';

import { EVENT_START_HORIZON_MONTHS, MAX_EVENT_DAYS } from '../constants';
import type { FieldIssue } from '../errors/invalid-argument';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest start an event may have when proposed at `now`: 18 calendar months ahead. */
export function latestEventStart(now: Date): Date {
  return addMonths(now, EVENT_START_HORIZON_MONTHS);
}

/** An event ends after it starts and lasts at most MAX_EVENT_DAYS (no clock needed). */
export function eventLengthIssues(start: Date, end: Date): FieldIssue[] {
  if (end.getTime() <= start.getTime()) {
    return [{ path: ['eventEnd'], message: 'The event must end after it starts.' }];
  }
  if (end.getTime() - start.getTime() > MAX_EVENT_DAYS * DAY_MS) {
    return [{ path: ['eventEnd'], message: `An event can last at most ${MAX_EVENT_DAYS} days.` }];
  }
  return [];
}

/**
 * What is wrong with an event's dates as proposed at `now`, as field issues for an
 * invalid-argument answer: a start beyond the 18-month horizon, an end not after the start, or
 * an event longer than 14 days. Far-future dates are refused here, never left for Firestore to
 * reject as an internal error. (A start already past is a matter of time, not of the input:
 * callers refuse it as failed-precondition.)
 */
export function eventDateIssues(start: Date, end: Date, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (start.getTime() > latestEventStart(now).getTime()) {
    issues.push({
      path: ['eventStart'],
      message: `The event must start within ${EVENT_START_HORIZON_MONTHS} months.`,
    });
  }
  return [...issues, ...eventLengthIssues(start, end)];
}
