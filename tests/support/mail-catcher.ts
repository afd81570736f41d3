// The local SMTP catcher the emulator runs start (scripts/lib/mail-catcher.mjs): what the
// emulated functions really delivered, over SMTP, as the tests see it.

export interface CaughtMail {
  id: string;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string | null;
  headers: Record<'list-unsubscribe' | 'list-unsubscribe-post' | 'message-id', string | null>;
}

function catcherUrl(): string {
  const url = process.env.FUNDAX_MAIL_CATCHER_URL;
  if (!url) {
    throw new Error(
      'The mail catcher is not running: run the emulator suites through `npm test` or ' +
        '`node scripts/emulators-exec.mjs`, which start it with the emulators.',
    );
  }
  return url;
}

/** Every message delivered to this address so far, newest first. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${catcherUrl()}/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}.`);
  return (await response.json()) as CaughtMail[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `count` messages (matching `subject`, when given) have reached the address, and
 * returns them newest first. Delivery is asynchronous (a trigger on the mail document), so this
 * polls; it fails with what did arrive when the time is up. The wait covers the mail trigger's
 * cold start in the Functions emulator (a fresh worker takes seconds on a busy machine).
 */
export async function waitForMail(
  address: string,
  {
    subject,
    count = 1,
    timeoutMs = 90_000,
  }: { subject?: string | RegExp; count?: number; timeoutMs?: number } = {},
): Promise<CaughtMail[]> {
  const matches = (mail: CaughtMail) =>
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(address)).filter(matches);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      const all = (await mailTo(address)).map((mail) => mail.subject);
      throw new Error(
        `Expected ${count} message(s) to ${address}${subject ? ` with subject ${String(subject)}` : ''}; got ${JSON.stringify(all)}.`,
      );
    }
    await sleep(250);
  }
}

/**
 * The messages delivered to an address once everything in flight has landed: waits a moment
 * and checks the count holds (to prove that nothing more, a duplicate say, arrives).
 */
export async function settledMailTo(address: string, quietMs = 2_000): Promise<CaughtMail[]> {
  let seen = (await mailTo(address)).length;
  for (;;) {
    await sleep(quietMs);
    const now = await mailTo(address);
    if (now.length === seen) return now;
    seen = now.length;
  }
}
