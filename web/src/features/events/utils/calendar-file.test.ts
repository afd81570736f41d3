import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  calendarFile,
  calendarFileName,
  escapeIcsText,
  foldIcsLine,
  icsUtc,
} from './calendar-file';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The reverse of §3.3.11 escaping, as a calendar reading the file would do it. */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

const entry = {
  uid: 'evt-green-chile@fundax.test',
  title: 'Green Chile Night; for Monte Vista, PTA',
  description: 'Say "Fundax" at the register.\n15% of sales go to the PTA \\ library books.',
  location: 'Baca’s Green Chile Kitchen, 2400 Central Ave SE, Albuquerque, NM 87106',
  url: 'https://fundax.test/event/evt-green-chile',
  start: new Date('2026-12-06T01:00:00Z'),
  end: new Date('2026-12-06T04:00:00Z'),
  stamp: new Date('2026-11-20T17:45:09.123Z'),
};

describe('calendar file (RFC 5545)', () => {
  it('writes one VEVENT with UID, DTSTAMP and UTC start and end', () => {
    const text = calendarFile(entry);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Fundax//Give-back events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:evt-green-chile@fundax.test');
    expect(lines).toContain('DTSTAMP:20261120T174509Z');
    expect(lines).toContain('DTSTART:20261206T010000Z');
    expect(lines).toContain('DTEND:20261206T040000Z');
    expect(lines).toContain('SUMMARY:Green Chile Night\\; for Monte Vista\\, PTA');
    expect(lines).toContain(
      'DESCRIPTION:Say "Fundax" at the register.\\n15% of sales go to the PTA \\\\ library books.',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('ends every line with CRLF and never a bare LF or CR', () => {
    const text = calendarFile(entry);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long lines to at most 75 octets, continuing with a space', () => {
    const text = calendarFile({ ...entry, description: 'Tamales, bizcochitos y más. '.repeat(12) });
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('formats instants in the UTC DATE-TIME form', () => {
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('folds any text so unfolding restores it and no line exceeds 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (value) => {
        const folded = foldIcsLine(`DESCRIPTION:${value}`);
        for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(`DESCRIPTION:${value}`);
      }),
    );
  });

  it('escapes any text so a reader gets it back (line breaks as \\n)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (value) => {
        const escaped = escapeIcsText(value);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
        expect(unescape(escaped)).toBe(value.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });

  it('names the file after the event', () => {
    expect(calendarFileName('Green Chile Night for Monte Vista PTA!')).toBe(
      'green-chile-night-for-monte-vista-pta.ics',
    );
    expect(calendarFileName('Noche de Café ☕ en Río Rancho')).toBe(
      'noche-de-cafe-en-rio-rancho.ics',
    );
    expect(calendarFileName('☕☕')).toBe('fundax-event.ics');
  });
});
