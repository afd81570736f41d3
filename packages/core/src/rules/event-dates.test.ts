import { describe, expect, it } from 'vitest';

import { eventDateIssues, eventLengthIssues, latestEventStart } from './event-dates';
import { EXPIRED_REASON, expiredStatus, hasExpiredUnreviewed } from './event-expiry';

const now = new Date('2026-01-31T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('event dates', () => {
  it('reaches 18 calendar months ahead', () => {
    expect(latestEventStart(now).toISOString()).toBe('2027-07-31T12:00:00.000Z');
  });

  it('accepts a start up to the horizon and an event up to 14 days long', () => {
    expect(eventDateIssues(hours(1), hours(4), now)).toEqual([]);
    const latest = latestEventStart(now);
    expect(eventDateIssues(latest, new Date(latest.getTime() + 14 * 86_400_000), now)).toEqual([]);
  });

  it('names the field: a start past the horizon, an end before the start, too long', () => {
    const late = new Date(latestEventStart(now).getTime() + 1);
    expect(eventDateIssues(late, new Date(late.getTime() + 3_600_000), now)).toEqual([
      { path: ['eventStart'], message: 'The event must start within 18 months.' },
    ]);
    expect(eventLengthIssues(hours(4), hours(4))).toEqual([
      { path: ['eventEnd'], message: 'The event must end after it starts.' },
    ]);
    expect(eventLengthIssues(hours(1), hours(1 + 14 * 24))).toEqual([]);
    expect(eventLengthIssues(hours(1), new Date(hours(1 + 14 * 24).getTime() + 1))).toEqual([
      { path: ['eventEnd'], message: 'An event can last at most 14 days.' },
    ]);
  });
});

describe('expiry of events nobody reviewed', () => {
  it('expires a pending event once it starts, and nothing else', () => {
    const pending = { approved: null };
    expect(hasExpiredUnreviewed({ eventStart: now, _status: pending }, now)).toBe(true);
    expect(hasExpiredUnreviewed({ eventStart: hours(1), _status: pending }, now)).toBe(false);
    expect(hasExpiredUnreviewed({ eventStart: hours(-1), _status: { approved: true } }, now)).toBe(
      false,
    );
  });

  it('tells the organizer why', () => {
    expect(expiredStatus(now)).toEqual({
      approved: false,
      expired: true,
      reason: EXPIRED_REASON,
      reviewedAt: now,
      reviewedBy: null,
    });
  });
});
