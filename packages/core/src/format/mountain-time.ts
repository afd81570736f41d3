// Dates and times on Mountain Time, with the runtime's own Intl (no date library): Fundax serves
// Albuquerque and Rio Rancho, so every date and time is shown and entered there, whatever zone
// the device is set to (someone planning from out of town still sees the time on the flyer).

/** The zone of every date and time Fundax shows or reads from a form. */
export const FUNDAX_TIME_ZONE = 'America/Denver';

/** A moment as the apps hold it: a Date, or an ISO 8601 string from a view model. */
export type Instant = Date | string;

const toDate = (value: Instant) => (typeof value === 'string' ? new Date(value) : value);

// The formatters are made on first use, not as the module loads (see money.ts): a page's first
// Intl formatter loads the runtime's locale and time-zone data, costly on a phone.

/** The pieces every display format is built from (long names; short ones are their first 3). */
let displayFormat: Intl.DateTimeFormat | undefined;
const display = () =>
  (displayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FUNDAX_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZoneName: 'short',
  }));

/**
 * Makes the display formatter now, the first formatter of a page paying for the runtime's
 * locale and time-zone data (see `warmFormattersSoon` in the client, which calls this in a task
 * of its own while a page's code and reads are on the network).
 */
export function prepareMountainTime(): void {
  display().formatToParts(0);
}

/** The wall clock in digits (24-hour), for form fields and offsets. */
let wallFormat: Intl.DateTimeFormat | undefined;
const wall = () =>
  (wallFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FUNDAX_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

type PartName = Intl.DateTimeFormatPartTypes;

function partsOf(format: Intl.DateTimeFormat, date: Date): Partial<Record<PartName, string>> {
  const parts: Partial<Record<PartName, string>> = {};
  for (const { type, value } of format.formatToParts(date)) parts[type] = value;
  return parts;
}

interface Shown {
  weekday: string;
  month: string;
  day: string;
  year: string;
  time: string;
  zone: string;
}

function shown(value: Instant): Shown {
  const p = partsOf(display(), toDate(value));
  return {
    weekday: p.weekday ?? '',
    month: p.month ?? '',
    day: p.day ?? '',
    year: p.year ?? '',
    // Built from parts: some ICU versions put a narrow no-break space before AM/PM.
    time: `${p.hour}:${p.minute} ${p.dayPeriod}`,
    zone: p.timeZoneName ?? '',
  };
}

const short = (name: string) => name.slice(0, 3);

/** "MST" in winter, "MDT" in summer. */
export function zoneAbbreviation(value: Instant): string {
  return shown(value).zone;
}

/** "Saturday, December 5, 2026". */
export function formatLongDay(value: Instant): string {
  const { weekday, month, day, year } = shown(value);
  return `${weekday}, ${month} ${day}, ${year}`;
}

/** "Dec 5, 2026". */
export function formatShortDay(value: Instant): string {
  const { month, day, year } = shown(value);
  return `${short(month)} ${day}, ${year}`;
}

/** "6:00 PM". */
export function formatTime(value: Instant): string {
  return shown(value).time;
}

/** A day and time with its zone, for records and tables: "Dec 5, 2026, 6:00 PM MST". */
export function formatDateTime(value: Instant): string {
  const { month, day, year, time, zone } = shown(value);
  return `${short(month)} ${day}, ${year}, ${time} ${zone}`;
}

/** In a sentence, with the weekday and the zone: "Sat, Dec 5, 2026, 6:00 PM MST". */
export function formatFullWhen(value: Instant): string {
  const { weekday, month, day, year, time, zone } = shown(value);
  return `${short(weekday)}, ${short(month)} ${day}, ${year}, ${time} ${zone}`;
}

/**
 * A day with its zone, where the day itself is the record (a payment's date in a money view):
 * "Dec 5, 2026 MST". The zone says whose day it is: an Albuquerque evening is the next day in
 * UTC.
 */
export function formatShortDayWithZone(value: Instant): string {
  const { month, day, year, zone } = shown(value);
  return `${short(month)} ${day}, ${year} ${zone}`;
}

/** A day in a sentence: "December 5, 2026". */
export function formatDay(value: Instant): string {
  const { month, day, year } = shown(value);
  return `${month} ${day}, ${year}`;
}

/** For cards and lists: "Sat, Dec 5 · 6:00 PM MST". */
export function formatCardWhen(value: Instant): string {
  const { weekday, month, day, time, zone } = shown(value);
  return `${short(weekday)}, ${short(month)} ${day} · ${time} ${zone}`;
}

/**
 * When an event happens, in one line: "Saturday, December 5, 2026, 6:00 PM – 9:00 PM MST", or
 * with both days when it runs past midnight: "Sat, Dec 5, 2026, 8:00 PM – Sun, Dec 6, 2026,
 * 1:00 AM MST". The zone is the end's (a DST switch at 2 AM lands inside an event rarely).
 */
export function formatEventWhen(startValue: Instant, endValue: Instant): string {
  const start = shown(startValue);
  const end = shown(endValue);
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  if (sameDay) {
    return `${formatLongDay(startValue)}, ${start.time} – ${end.time} ${end.zone}`;
  }
  const day = ({ weekday, month, day, year }: Shown) =>
    `${short(weekday)}, ${short(month)} ${day}, ${year}`;
  return `${day(start)}, ${start.time} – ${day(end)}, ${end.time} ${end.zone}`;
}

/** An instant as Mountain Time date and time fields: { date: "2026-12-05", time: "18:00" }. */
export function mountainDateAndTime(value: Instant): { date: string; time: string } {
  const p = partsOf(wall(), toDate(value));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** How far Mountain Time is from UTC at an instant, in minutes (-420 in winter, -360 in summer). */
export function mountainOffsetMinutes(value: Instant): number {
  const date = toDate(value);
  const p = partsOf(wall(), date);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const HOUR_MS = 3_600_000;

/**
 * The instant at which Mountain Time wall clocks show `date` ("2026-12-05") and `time` ("18:00"),
 * without checking the fields (mountainInstant does, for forms). A wall time skipped by the
 * spring change moves forward an hour, as clocks do; one the autumn change repeats is its first
 * occurrence (daylight time).
 */
export function mountainWallInstant(date: string, time: string): Date {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hours, minutes);
  // The offsets in force half a day either side: around a change, they differ.
  const offsets = [
    ...new Set(
      [asUtc - 12 * HOUR_MS, asUtc + 12 * HOUR_MS].map((at) => mountainOffsetMinutes(new Date(at))),
    ),
  ];
  const matches = offsets
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => {
      const shown = mountainDateAndTime(new Date(instant));
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a - b);
  // No match: the wall time was skipped; the offset before the change carries it forward.
  return new Date(matches[0] ?? asUtc - (offsets[0] ?? 0) * 60_000);
}

/** The calendar date `days` days after a "YYYY-MM-DD" date (no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday): the day of the week in Albuquerque at an instant. */
export function mountainWeekday(value: Instant): number {
  const { date } = mountainDateAndTime(value);
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
}

/** "-07:00" for -420 minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/**
 * An instant as ISO 8601 on Mountain Time, with its offset, to the second: for exports, where a
 * spreadsheet or an accounting tool reads it back as the same instant and a person sees the
 * Albuquerque wall clock: "2026-03-01T17:30:05-07:00".
 */
export function formatMountainIso(value: Instant): string {
  const date = toDate(value);
  const p = partsOf(wall(), date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offsetText(mountainOffsetMinutes(date))}`;
}
