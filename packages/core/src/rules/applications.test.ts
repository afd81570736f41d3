import { subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';

import {
  applicationsCutoffSeconds,
  byNewestSubmission,
  isPendingApplication,
  pendingApplications,
} from './applications';

const now = new Date(2026, 10, 20, 15, 30, 45, 500); // local time, as subMonths reads it
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const threeMonthsAgo = seconds(subMonths(now, 3));
const pending = (submitDate: number) => ({ submitDate, _status: { approved: null } });

describe('applicationsCutoffSeconds', () => {
  it('is 3 calendar months before now, in whole seconds (submitDate is seconds)', () => {
    expect(applicationsCutoffSeconds(now)).toBe(threeMonthsAgo);
    expect(applicationsCutoffSeconds(now)).toBe(seconds(new Date(2026, 7, 20, 15, 30, 45)));
  });

  it('clamps to the last day of a shorter month', () => {
    const endOfMay = new Date(2026, 4, 31, 12, 0, 0);
    expect(applicationsCutoffSeconds(endOfMay)).toBe(seconds(new Date(2026, 1, 28, 12, 0, 0)));
  });
});

describe('isPendingApplication', () => {
  it('includes an application submitted exactly 3 months ago', () => {
    expect(isPendingApplication(pending(threeMonthsAgo), now)).toBe(true);
  });

  it('excludes one submitted a second earlier', () => {
    expect(isPendingApplication(pending(threeMonthsAgo - 1), now)).toBe(false);
  });

  it('includes recent ones, up to now', () => {
    expect(isPendingApplication(pending(threeMonthsAgo + 1), now)).toBe(true);
    expect(isPendingApplication(pending(seconds(now)), now)).toBe(true);
  });

  it('excludes reviewed applications however recent', () => {
    const submitDate = seconds(now) - 60;
    expect(isPendingApplication({ submitDate, _status: { approved: true } }, now)).toBe(false);
    expect(isPendingApplication({ submitDate, _status: { approved: false } }, now)).toBe(false);
  });
});

describe('pendingApplications', () => {
  it('keeps the pending ones in the window, newest first, without touching the input', () => {
    const list = [
      { id: 'old', ...pending(threeMonthsAgo - 1) },
      { id: 'edge', ...pending(threeMonthsAgo) },
      { id: 'newest', ...pending(seconds(now) - 10) },
      { id: 'approved', submitDate: seconds(now) - 5, _status: { approved: true } },
      { id: 'middle', ...pending(seconds(now) - 86_400) },
    ];
    const before = list.map((a) => a.id);
    expect(pendingApplications(list, now).map((a) => a.id)).toEqual(['newest', 'middle', 'edge']);
    expect(list.map((a) => a.id)).toEqual(before);
  });

  it('agrees with the predicate and the sorter', () => {
    const list = [pending(threeMonthsAgo), pending(threeMonthsAgo + 5), pending(1)];
    expect(pendingApplications(list, now)).toEqual(
      list.filter((a) => isPendingApplication(a, now)).sort(byNewestSubmission),
    );
  });
});
