// The email rule as a plain function (no zod): sign-in forms are on the first screen of the
// admin console and the mobile shell, and zod stays off their start-up path. emailSchema
// (email.ts) is built from the same pattern and messages; a test holds the two together.

export const EMAIL_MESSAGES = {
  required: 'Enter your email address.',
  tooLong: 'That email address is too long.',
  format: 'Enter an email address like name@example.com.',
} as const;

/** The longest address mail servers accept. */
export const EMAIL_MAX_LENGTH = 254;

/** zod's email pattern (z.regexes.email), which emailSchema uses, written as zod writes it. */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- kept character for character (a test compares)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * An address as a person typed it, checked as emailSchema checks it: surrounding spaces
 * dropped and lower-cased, then required, at most 254 characters, of the form name@example.com.
 */
export function checkEmail(
  value: string,
): { ok: true; email: string } | { ok: false; message: string } {
  const email = value.trim().toLowerCase();
  if (email.length < 1) return { ok: false, message: EMAIL_MESSAGES.required };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, message: EMAIL_MESSAGES.tooLong };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: EMAIL_MESSAGES.format };
  return { ok: true, email };
}
