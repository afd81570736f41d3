// The email rule in plain code, without zod: sign-in forms check addresses on a first load that
// carries no zod, and emailSchema (email.ts) states the same rule with these very parts.

export const EMAIL_REQUIRED = 'Enter your email address.';
export const EMAIL_TOO_LONG = 'That email address is too long.';
export const EMAIL_FORM = 'Enter an email address like name@example.com.';

/** The longest address mail servers accept. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What an email address looks like (the pattern zod's `z.email()` uses): dot-separated local
 * parts, a domain of labels and a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The message emailSchema gives for `value`, or null when it accepts it (surrounding spaces
 * dropped and lower-cased first, as the schema does).
 */
export function emailProblem(value: string): string | null {
  const address = value.trim().toLowerCase();
  if (address === '') return EMAIL_REQUIRED;
  if (address.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL_PATTERN.test(address) ? null : EMAIL_FORM;
}
