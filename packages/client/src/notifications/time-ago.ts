import { type Instant, formatShortDay, mountainDateAndTime } from '@fundax/core';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Whole calendar days from one instant to another, on Mountain Time (Fundax's one zone). */
function calendarDays(from: Date, to: Date): number {
  const day = (value: Date) => {
    const [year, month, date] = mountainDateAndTime(value).date.split('-').map(Number);
    return Date.UTC(year!, month! - 1, date);
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/**
 * When a message arrived, as people say it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago", then the day ("Nov 3, 2026"). Days are counted on Mountain Time,
 * like every date Fundax shows. A time ahead of `now` (a clock behind the server's) is "just now".
 */
export function timeAgo(value: Instant, now: Date): string {
  const then = typeof value === 'string' ? new Date(value) : value;
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = calendarDays(then, now);
  if (days <= 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatShortDay(then);
}
