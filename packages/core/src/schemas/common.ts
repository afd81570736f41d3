import { z } from '../zod';

/**
 * A point in time read from Firestore. Both SDKs hand back a Timestamp (with toDate()); tests and
 * JSON hand back a Date, an ISO string or { seconds, nanoseconds }. All become a Date, without
 * importing Firebase here.
 */
function toDate(value: unknown): unknown {
  if (value instanceof Date || value === null || value === undefined) return value;
  if (typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  if (typeof value === 'object' && 'seconds' in value && typeof value.seconds === 'number') {
    const nanos =
      'nanoseconds' in value && typeof value.nanoseconds === 'number' ? value.nanoseconds : 0;
    return new Date(value.seconds * 1000 + Math.floor(nanos / 1e6));
  }
  if (typeof value === 'string') return new Date(value);
  return value;
}

export const timestampSchema = z.pipe(
  z.transform(toDate),
  z.date({ error: 'Expected a date and time.' }),
);

/** A date and time on the wire (callable inputs and outputs): ISO 8601 with a zone offset. */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Use an ISO 8601 date and time, for example 2026-12-05T18:00:00-07:00.',
});

/** A Firestore document id as a client may send it. */
export const docIdSchema = z.string({ error: 'An id is required.' }).check(
  z.minLength(1, 'An id is required.'),
  z.maxLength(128, 'That id is too long.'),
  z.regex(/^[^/]+$/, 'An id cannot contain "/".'),
  z.refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'That is not a valid id.'),
);

/** Money in whole US cents, never floats. */
export const centsSchema = z
  .number({ error: 'Amounts are whole cents.' })
  .check(
    z.int('Amounts are whole cents.'),
    z.minimum(0, 'Amounts cannot be negative.'),
    z.maximum(100_000_000_00, 'That amount is too large.'),
  );

/** Trimmed text with a length range and a message naming the field. */
export function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(
        min,
        min <= 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`,
      ),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    );
}

/**
 * Text turned into a value by `parse`, which answers null for text it cannot read: the issue
 * then says `message`. Pipe a string schema into it (the US phone and money fields).
 */
export function parsedText<T>(parse: (text: string) => T | null, message: string) {
  return z.transform((value: string, ctx) => {
    const parsed = parse(value);
    if (parsed === null) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return parsed;
  });
}

export const urlSchema = z
  .url({ protocol: /^https?$/, error: 'Use a full web address starting with https://.' })
  .check(z.maxLength(500));

/** A document as read back: every document carries its id (docs/product.md §3.1). */
export type WithId<T> = T & { id: string };
