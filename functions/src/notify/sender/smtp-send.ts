import { Readable } from 'node:stream';

import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

import type { SendOutcome } from './outbox-state';
import { classifySendError } from './smtp-errors';

/** One email as the sender hands it to SMTP. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

/** Timeouts well inside the sender function's 60 s (and so inside a claim's lease). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends one email over one SMTP connection, driven step by step (connect, login, envelope,
 * message) rather than through nodemailer's transport, because the outcome of a failure turns
 * on one fact the transport's errors do not tell reliably: whether the message itself had
 * started to go out. It only starts once the server has accepted the envelope and answered
 * DATA; a failure before that moment cannot have delivered anything, so it is safe to retry.
 */
export async function sendOverSmtp(url: string, email: OutgoingEmail): Promise<SendOutcome> {
  const compiled = new MailComposer(email).compile();
  // The envelope takes bare addresses ("Fundax <a@b>" becomes "a@b").
  const envelope = compiled.getEnvelope();
  const raw = await compiled.build();
  let handedOver = false;
  const message = new Readable({
    read() {
      handedOver = true;
      this.push(raw);
      this.push(null);
    },
  });
  const connection = new SMTPConnection({ ...parseConnectionUrl(url), ...TIMEOUTS });
  let failed: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  connection.on('error', (error) => failed(error));
  const step = <T>(run: (done: (error: Error | null, value?: T) => void) => void) =>
    Promise.race([
      failure,
      new Promise<T>((resolve, reject) =>
        run((error, value) => (error ? reject(error) : resolve(value as T))),
      ),
    ]);
  try {
    await step<void>((done) => connection.connect(() => done(null)));
    const { auth } = parseConnectionUrl(url);
    if (auth && 'user' in auth && auth.user) {
      await step<void>((done) => connection.login(auth, (error) => done(error ?? null)));
    }
    await step((done) => connection.send(envelope, message, done));
    connection.quit();
    return { result: 'sent', messageId: email.messageId };
  } catch (error) {
    return classifySendError(error, handedOver);
  } finally {
    connection.close();
  }
}
