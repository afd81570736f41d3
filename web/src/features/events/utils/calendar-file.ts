/**
 * An iCalendar (RFC 5545) file for one event, built in the browser so "Add to calendar" needs no
 * server round trip. Times are written in UTC ("Z"), which every calendar converts to the
 * reader's zone, so no VTIMEZONE block is needed.
 */
export interface CalendarEntry {
  /** Globally unique and stable for the event, so a second download updates, not duplicates. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** 2026-12-06T01:00:00.000Z -> 20261206T010000Z (the UTC DATE-TIME form, §3.3.5). */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Content lines longer than 75 octets are folded (§3.1): CRLF then one space, and the space
 * counts towards the next line's 75. Splits fall between characters, never inside a UTF-8
 * sequence.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The whole VCALENDAR text, CRLF line endings included. */
export function calendarFile(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fundax//Give-back events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${icsUtc(entry.stamp)}`,
    `DTSTART:${icsUtc(entry.start)}`,
    `DTEND:${icsUtc(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `DESCRIPTION:${escapeIcsText(entry.description)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** "Green Chile Night for Monte Vista PTA!" -> "green-chile-night-for-monte-vista-pta.ics". */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'fundax-event'}.ics`;
}
