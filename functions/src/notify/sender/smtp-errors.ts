import type { SendOutcome } from './outbox-state';

/** What nodemailer puts on a failed SMTP step. */
interface SmtpFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
}

/**
 * Commands about our side of the conversation (our login, our sender address): a refusal there
 * is our configuration, not the recipient, so it is retried (time to fix it), never failed.
 */
const OUR_SIDE = /^(AUTH|MAIL FROM)/i;

/**
 * Sorts a failed send by what it means for the message:
 * - the server answered with an error: nothing was accepted. 4xx (and any answer about our
 *   login or sender address) is worth retrying, 5xx about the recipient or the message fails
 *   for good;
 * - no answer (the line broke, or timed out) before the message started to go out: nothing
 *   can have been delivered, retry;
 * - no answer after it started: the server may have accepted it. Unknown, never resent.
 * The error text names the code, command and status only, never the addresses of a reply.
 */
export function classifySendError(
  error: unknown,
  handedOver: boolean,
): Exclude<SendOutcome, { result: 'sent' }> {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof failure.code === 'string' ? failure.code : 'ERROR';
  const command = typeof failure.command === 'string' ? failure.command : null;
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const described = [code, status, command ? `during ${command}` : null]
    .filter((part) => part !== null)
    .join(' ');
  if (status !== null) {
    const ours = command !== null && OUR_SIDE.test(command);
    return { result: status >= 500 && !ours ? 'refused' : 'retry', error: described };
  }
  if (code === 'EENVELOPE') return { result: 'refused', error: described };
  return { result: handedOver ? 'unknown' : 'retry', error: described };
}
