// Where mail goes and how its links are built. In production the SMTP URL and the unsubscribe
// key are secrets (platform/secrets.ts) and the addresses come from functions/.env.<project-id>;
// on the emulators the launcher sets SMTP_URL to the local catcher and the web and functions
// addresses, and an emulator-only unsubscribe key applies.

/** Signs unsubscribe links on the emulators only; production refuses to run without the secret. */
export const EMULATOR_UNSUBSCRIBE_SECRET = 'fundax-emulator-only-unsubscribe-key';

/** The emulators, or a test process talking to them: never production. */
const runsLocally = () =>
  process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export function unsubscribeSecret(): string {
  const value = process.env.UNSUBSCRIBE_SECRET;
  if (value) return value;
  if (runsLocally()) return EMULATOR_UNSUBSCRIBE_SECRET;
  throw new Error(
    'UNSUBSCRIBE_SECRET is not set: run `firebase functions:secrets:set UNSUBSCRIBE_SECRET`.',
  );
}

/** The SMTP URL, or null when none is configured (mail then waits, untouched). */
export function smtpUrl(): string | null {
  return process.env.SMTP_URL || null;
}

/** Who mail comes from; production sets MAIL_FROM in functions/.env.<project-id>. */
export function mailFrom(): string | null {
  return process.env.MAIL_FROM || (runsLocally() ? 'Fundax <no-reply@fundax.test>' : null);
}

/**
 * Which sender delivers the mail collection: "fundax" (this project's sendQueuedMail and
 * retryQueuedMail, the default) or "extension" (the Trigger Email extension; ours then leaves
 * every document alone). Exactly one of them may run, or mail would go out twice.
 */
export function mailSender(): 'fundax' | 'extension' {
  return process.env.MAIL_SENDER === 'extension' ? 'extension' : 'fundax';
}

function projectId(): string {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { projectId?: string };
  return config.projectId ?? 'demo-fundax';
}

function launcherJson<T>(name: string): T | null {
  const raw = process.env[name];
  return raw ? (JSON.parse(raw) as T) : null;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The web site's address (links in emails are absolute). */
export function webUrl(): string {
  if (process.env.WEB_URL) return withoutSlash(process.env.WEB_URL);
  const local = launcherJson<{ web?: string }>('FUNDAX_APP_URLS')?.web;
  if (local) return withoutSlash(local);
  return `https://${projectId()}.web.app`;
}

/** The unsubscribe endpoint (the `unsubscribe` HTTPS function, us-central1). */
export function unsubscribeEndpoint(): string {
  if (process.env.UNSUBSCRIBE_URL) return process.env.UNSUBSCRIBE_URL;
  const functionsHost = launcherJson<{ functions?: string }>('FUNDAX_EMULATOR_HOSTS')?.functions;
  if (functionsHost && runsLocally()) {
    return `http://${functionsHost}/${projectId()}/us-central1/unsubscribe`;
  }
  return `https://us-central1-${projectId()}.cloudfunctions.net/unsubscribe`;
}
