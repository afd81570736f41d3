import { tz } from '@date-fns/tz';
import { FUNDAX_TIME_ZONE } from '@fundax/core';
import { addDays, endOfDay, nextSaturday, startOfDay } from 'date-fns';

/** The date filter's choices (events overlapping the window; days on Mountain Time). */
export const DATE_WINDOWS = [
  { id: 'any', label: 'Any date' },
  { id: 'today', label: 'Today' },
  { id: 'weekend', label: 'This weekend' },
  { id: 'week', label: 'Next 7 days' },
  { id: 'month', label: 'Next 30 days' },
] as const;

export type DateWindowId = (typeof DATE_WINDOWS)[number]['id'];

const mountain = { in: tz(FUNDAX_TIME_ZONE) };

/**
 * The window as nearbyEvents takes it: ISO date-times, `from` now or later. "This weekend" is
 * Saturday and Sunday (from now when it is already the weekend).
 */
export function dateWindow(
  id: DateWindowId,
  now: Date = new Date(),
): { from?: string; to?: string } {
  const iso = (date: Date) => new Date(date.getTime()).toISOString();
  switch (id) {
    case 'any':
      return {};
    case 'today':
      return { from: iso(now), to: iso(endOfDay(now, mountain)) };
    case 'weekend': {
      const day = weekdayOf(now);
      const saturday =
        day === 6 || day === 0 ? now : startOfDay(nextSaturday(now, mountain), mountain);
      const sunday = day === 0 ? now : addDays(day === 6 ? now : saturday, 1, mountain);
      return { from: iso(saturday), to: iso(endOfDay(sunday, mountain)) };
    }
    case 'week':
      return { from: iso(now), to: iso(endOfDay(addDays(now, 7, mountain), mountain)) };
    case 'month':
      return { from: iso(now), to: iso(endOfDay(addDays(now, 30, mountain), mountain)) };
  }
}

/** 0 (Sunday) to 6 (Saturday), on Mountain Time. */
function weekdayOf(date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: FUNDAX_TIME_ZONE,
    weekday: 'short',
  }).format(date);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}
