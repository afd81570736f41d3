import { defineSecret } from 'firebase-functions/params';

// The project's secrets (Secret Manager in production). The emulator has no Secret Manager:
// there the launcher puts the values in the environment, or an emulator-only default applies
// (see notify/mail-settings.ts).

/** The SMTP server the project's own mail sender delivers through, e.g. smtps://user:pass@host. */
export const SMTP_URL = defineSecret('SMTP_URL');
/** The key unsubscribe links are signed with (HMAC-SHA256). Changing it voids old links. */
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');

/**
 * The secrets a function binds. In the Functions emulator a bound secret that is not in
 * functions/.secret.local is fetched from Secret Manager, which fails offline; there the values
 * come from the environment instead, and nothing is bound.
 */
export function boundSecrets<T>(...secrets: T[]): T[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : secrets;
}
