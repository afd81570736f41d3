import {
  addDaysToDate,
  mountainDateAndTime,
  mountainWallInstant,
  mountainWeekday,
} from '@fundax/core';

/** The date filter's choices (events overlapping the window; days on Mountain Time). */
export const DATE_WINDOWS = [
  { id: 'any', label: 'Any date' },
  { id: 'today', label: 'Today' },
  { id: 'weekend', label: 'This weekend' },
  { id: 'week', label: 'Next 7 days' },
  { id: 'month', label: 'Next 30 days' },
] as const;

export type DateWindowId = (typeof DATE_WINDOWS)[number]['id'];

/**
 * The window as nearbyEvents takes it: ISO date-times, `from` now or later. "This weekend" is
 * Saturday and Sunday (from now when it is already the weekend). Days are Albuquerque's, with
 * the runtime's Intl (core's Mountain Time helpers): no date library on the home page.
 */
export function dateWindow(
  id: DateWindowId,
  now: Date = new Date(),
): { from?: string; to?: string } {
  const today = mountainDateAndTime(now).date;
  const startOf = (days: number) => mountainWallInstant(addDaysToDate(today, days), '00:00');
  // The last millisecond of the day `days` after today.
  const endOf = (days: number) => new Date(startOf(days + 1).getTime() - 1).toISOString();
  switch (id) {
    case 'any':
      return {};
    case 'today':
      return { from: now.toISOString(), to: endOf(0) };
    case 'weekend': {
      const day = mountainWeekday(now);
      if (day === 0) return { from: now.toISOString(), to: endOf(0) };
      if (day === 6) return { from: now.toISOString(), to: endOf(1) };
      return { from: startOf(6 - day).toISOString(), to: endOf(7 - day) };
    }
    case 'week':
      return { from: now.toISOString(), to: endOf(7) };
    case 'month':
      return { from: now.toISOString(), to: endOf(30) };
  }
}
