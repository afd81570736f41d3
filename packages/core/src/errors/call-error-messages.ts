import { resourceExhaustedMessage } from '../limits/limit-messages';
import type { CallableErrorCode } from './callable-codes';
import type { CallError } from './fundax-error';
import { fieldIssuesIn } from './invalid-argument';
import { RECENT_LOGIN_MESSAGE, requiresRecentLogin } from './recent-login';

/** A message for every callable error code, used whenever the server's own cannot be. */
export const CALL_ERROR_MESSAGES: Record<CallableErrorCode, string> = {
  'invalid-argument': 'Some details are not valid. Check the form and try again.',
  'failed-precondition': 'This cannot be done right now. Refresh the page to see the latest.',
  'out-of-range': 'A value is outside what is allowed. Check the form and try again.',
  unauthenticated: 'Please sign in to do this.',
  'permission-denied': 'Your account cannot do this. If you think it should, contact support.',
  'not-found': 'We could not find that. It may have been removed; refresh the page.',
  aborted: 'Someone else changed this at the same moment. Refresh the page and try again.',
  'already-exists': 'That already exists. Refresh the page to see it.',
  'resource-exhausted': 'Too many requests right now. Wait a minute and try again.',
  cancelled: 'The request was cancelled.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  unknown: 'Something went wrong on our side. Please try again in a moment.',
  'data-loss': 'Something went wrong on our side. Please try again in a moment.',
  unimplemented: 'This is not available yet.',
  unavailable: 'We cannot reach Fundax right now. Check your connection and try again.',
  'deadline-exceeded':
    'This took too long. It may still have gone through: refresh the page before trying again.',
};

/**
 * Codes whose server message is written for the person (our handlers state the rule that was
 * broken, e.g. "A venue with upcoming events cannot be removed."), so it is kept. Every other
 * code always gets its catalogue message: the SDK's own texts for them ("internal",
 * "deadline-exceeded") are not meant for people, and internals must not leak.
 */
const SPECIFIC_CODES = new Set<CallableErrorCode>([
  'invalid-argument',
  'failed-precondition',
  'already-exists',
]);

/** A server message a person can read: not empty and not just the code echoed back. */
function isHumanMessage(error: CallError): boolean {
  const message = error.message.trim();
  const bare = message
    .toLowerCase()
    .replace(/^functions\//, '')
    .replaceAll('_', '-');
  return message.length > 0 && bare !== error.code;
}

/**
 * The message to show for a failed call. invalid-argument shows the first field's own message
 * (without the "path: " prefix the wire message has); failed-precondition and already-exists
 * keep the server's specific message; resource-exhausted (429) says what was limited and when
 * to try again, from its details; an unauthenticated answer asking for a recent sign-in says so
 * in the identity provider's words; the rest, and any code whose message is missing, use
 * CALL_ERROR_MESSAGES.
 */
export function callErrorMessage(error: CallError): string {
  if (error.code === 'resource-exhausted') {
    return resourceExhaustedMessage(error.details) ?? CALL_ERROR_MESSAGES['resource-exhausted'];
  }
  if (requiresRecentLogin(error)) return RECENT_LOGIN_MESSAGE;
  if (error.code === 'invalid-argument') {
    const first = fieldIssuesIn(error.details)?.[0];
    if (first && first.message.trim() !== '') return first.message;
  }
  if (SPECIFIC_CODES.has(error.code) && isHumanMessage(error)) return error.message.trim();
  return CALL_ERROR_MESSAGES[error.code];
}
