import type { SendOutcome } from './outbox-state';

/** What nodemailer puts on a failed send (SMTP transport). */
interface SmtpFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * Commands that concern our side of the conversation (the connection, our login, our sender
 * address): nothing of the message is handed over yet, and a refusal there is our
 * configuration, not the recipient, so it is retried (giving time to fix it), never failed.
 */
const OUR_SIDE = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM)/i;
/** Failures that happen before the server could have accepted anything. */
const NOT_REACHED = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'ENOAUTH', 'ETLS', 'EPROXY']);

/**
 * Sorts a failed send into: refused for good (a 5xx answer about the recipient or the
 * message), not accepted and worth retrying (a 4xx answer, or a failure before the message was
 * handed over: connection, login, our sender address), or unknown (the connection broke or
 * timed out while or after the message was sent: the server may have accepted it). The error
 * text names the code, command and status only, never the addresses in a reply.
 */
export function classifySendError(error: unknown): Exclude<SendOutcome, { result: 'sent' }> {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof failure.code === 'string' ? failure.code : 'ERROR';
  const command = typeof failure.command === 'string' ? failure.command : null;
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const described = [code, status, command ? `during ${command}` : null]
    .filter((part) => part !== null)
    .join(' ');
  if (NOT_REACHED.has(code) || (command !== null && OUR_SIDE.test(command))) {
    return { result: 'retry', error: described };
  }
  if (code === 'EENVELOPE' && status === null) return { result: 'refused', error: described };
  if (status !== null && status >= 500) return { result: 'refused', error: described };
  if (status !== null && status >= 400) return { result: 'retry', error: described };
  return { result: 'unknown', error: described };
}
