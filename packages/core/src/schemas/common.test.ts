import { describe, expect, it } from 'vitest';

import {
  centsSchema,
  docIdSchema,
  isoDateTimeSchema,
  text,
  timestampSchema,
  urlSchema,
} from './common';

const moment = new Date('2026-12-05T18:00:00.250Z');

describe('timestampSchema', () => {
  it('accepts a Date', () => {
    expect(timestampSchema.parse(moment)).toEqual(moment);
  });

  it('accepts a Firestore Timestamp (anything with toDate)', () => {
    expect(timestampSchema.parse({ toDate: () => moment })).toEqual(moment);
  });

  it('accepts { seconds, nanoseconds } down to the millisecond', () => {
    expect(timestampSchema.parse({ seconds: 1_796_493_600, nanoseconds: 250_999_999 })).toEqual(
      moment,
    );
    expect(timestampSchema.parse({ seconds: 1_796_493_600 })).toEqual(
      new Date('2026-12-05T18:00:00Z'),
    );
  });

  it('accepts an ISO string', () => {
    expect(timestampSchema.parse('2026-12-05T18:00:00.250Z')).toEqual(moment);
    expect(timestampSchema.parse('2026-12-05T11:00:00.250-07:00')).toEqual(moment);
  });

  it.each([
    ['not a date'],
    [''],
    [null],
    [undefined],
    [1_796_493_600],
    [{ seconds: '1796493600' }],
    [new Date('invalid')],
    [{}],
  ])('rejects %j', (value) => {
    expect(timestampSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Expected a date and time.',
    );
  });
});

describe('isoDateTimeSchema', () => {
  it('takes ISO 8601 with Z or an offset', () => {
    expect(isoDateTimeSchema.safeParse('2026-12-05T18:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-12-05T18:00:00-07:00').success).toBe(true);
  });
  it.each(['2026-12-05', '2026-12-05T18:00:00', 'Dec 5 2026 6pm'])('rejects %j', (value) => {
    expect(isoDateTimeSchema.safeParse(value).error?.issues[0]?.message).toMatch(/ISO 8601/);
  });
});

describe('docIdSchema', () => {
  it('accepts Firestore auto ids and readable ids', () => {
    expect(docIdSchema.safeParse('AbC123xyz890QwErTy12').success).toBe(true);
    expect(docIdSchema.safeParse('venue-barelas').success).toBe(true);
    expect(docIdSchema.safeParse('a'.repeat(128)).success).toBe(true);
  });
  it.each([
    ['', 'An id is required.'],
    ['a'.repeat(129), 'That id is too long.'],
    ['venues/x', 'An id cannot contain "/".'],
    ['.', 'That is not a valid id.'],
    ['..', 'That is not a valid id.'],
    ['__name__', 'That is not a valid id.'],
    [42, 'An id is required.'],
  ])('rejects %j: %s', (value, message) => {
    expect(docIdSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('centsSchema', () => {
  it('takes whole cents from 0 to $100,000,000', () => {
    expect(centsSchema.safeParse(0).success).toBe(true);
    expect(centsSchema.safeParse(100_000_000_00).success).toBe(true);
  });
  it.each([
    [-1, 'Amounts cannot be negative.'],
    [12.5, 'Amounts are whole cents.'],
    [100_000_000_01, 'That amount is too large.'],
    ['1250', 'Amounts are whole cents.'],
  ])('rejects %j: %s', (value, message) => {
    expect(centsSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('text', () => {
  const title = text('Event title', 3, 10);
  it('trims, and names the field in its messages', () => {
    expect(title.parse('  Gala  ')).toBe('Gala');
    expect(title.safeParse('  ab ').error?.issues[0]?.message).toBe(
      'Event title needs at least 3 characters.',
    );
    expect(title.safeParse('a'.repeat(11)).error?.issues[0]?.message).toBe(
      'Event title can be at most 10 characters.',
    );
    expect(title.safeParse(undefined).error?.issues[0]?.message).toBe('Event title is required.');
    expect(text('Reference', 1, 5).safeParse('  ').error?.issues[0]?.message).toBe(
      'Reference is required.',
    );
  });
});

describe('urlSchema', () => {
  it('takes http and https addresses only', () => {
    expect(urlSchema.safeParse('https://fundax.example/a?b=c').success).toBe(true);
    expect(urlSchema.safeParse('http://fundax.example').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.example', 'fundax.example', '']) {
      expect(urlSchema.safeParse(bad).success).toBe(false);
    }
    expect(urlSchema.safeParse(`https://x.example/${'a'.repeat(500)}`).success).toBe(false);
  });
});
