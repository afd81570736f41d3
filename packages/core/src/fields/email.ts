import { z } from 'zod';

const EMAIL_REQUIRED = 'Enter your email address.';
const EMAIL_TOO_LONG = 'That email address is too long.';
const EMAIL_FORM = 'Enter an email address like name@example.com.';

/** The longest address mail servers accept. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What an email address looks like (the pattern zod's `z.email()` uses): dot-separated local
 * parts, a domain of labels and a top-level domain of at least two letters. Kept here as a plain
 * pattern so that a sign-in form can check an address without loading zod.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * An email address as a person types it: surrounding spaces dropped and lower-cased (the
 * identity provider treats addresses case-insensitively, so we store one spelling).
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
  .regex(EMAIL_PATTERN, EMAIL_FORM);

/**
 * The same rule as emailSchema without zod, for forms on a first load (sign-in): the message
 * emailSchema would give for `value`, or null when it accepts it.
 */
export function emailProblem(value: string): string | null {
  const address = value.trim().toLowerCase();
  if (address === '') return EMAIL_REQUIRED;
  if (address.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL_PATTERN.test(address) ? null : EMAIL_FORM;
}
