/**
 * Identity (sign-in) error codes of docs/product.md §8.4, as the identity SDK reports them after its
 * "auth/" prefix, each with a message a person can act on. `invalid-credential` (what the
 * current SDK returns for a wrong email or password, with email enumeration protection on) and
 * a few other codes our sign-in and sign-up flows meet are mapped too.
 */
export const IDENTITY_ERROR_MESSAGES = {
  'network-request-failed':
    'We could not reach the sign-in service. Check your internet connection and try again.',
  'internal-error': 'Sign-in hit a problem on our side. Please try again in a moment.',
  'popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before you finished. Try again.',
  'cancelled-popup-request':
    'Another sign-in window was opened. Finish signing in there, or close it and try again.',
  'unauthorized-domain':
    'Sign-in is not enabled for this web address. Open Fundax from its usual address, or contact support.',
  'invalid-email': 'That email address is not valid. Check it for typos.',
  'wrong-password': 'That password is not right. Try again, or reset your password.',
  'invalid-credential':
    'That email and password do not match an account. Check both, or reset your password.',
  'invalid-login-credentials':
    'That email and password do not match an account. Check both, or reset your password.',
  'email-already-in-use':
    'An account with this email already exists. Sign in instead, or reset your password.',
  'user-not-found': 'We found no account with that email. Check it, or sign up.',
  'user-disabled':
    'This account has been disabled. Contact support if you think this is a mistake.',
  'too-many-requests':
    'Too many attempts. Wait a few minutes before trying again, or reset your password.',
  'expired-action-code': 'This link has expired. Ask for a new one and use it within the hour.',
  'invalid-action-code':
    'This link is not valid any more: it may have been used already. Ask for a new one.',
  'requires-recent-login': 'For your security, sign in again, then repeat this change.',
  'invalid-verification-code': 'That code is not right. Check the text message and enter it again.',
  'code-expired': 'That code has expired. Ask for a new code and enter it right away.',
  'missing-multi-factor-info':
    'We could not find the second sign-in step for this account. Start signing in again.',
  'weak-password': 'Choose a stronger password: at least 6 characters.',
  'missing-password': 'Enter your password.',
  'invalid-phone-number': 'Enter a phone number like (505) 555-0134.',
  'captcha-check-failed':
    'We could not confirm you are not a robot. Reload the page and try again.',
  'account-exists-with-different-credential':
    'An account with this email already exists with a different sign-in method. Sign in the way you did before.',
  'operation-not-allowed': 'This way of signing in is not available. Choose another one.',
  'no-current-user': 'You are signed out. Sign in again, then repeat this.',
  // The account pages: a change of email or password, and the re-authentication before it.
  'invalid-new-email': 'That new email address is not valid. Check it for typos.',
  'user-token-expired':
    'Your sign-in has ended, for example after your email or password changed. Sign in again.',
  'user-mismatch':
    'That is not the account signed in here. Confirm with the account you are signed in with.',
  'password-does-not-meet-requirements':
    'That password does not meet the password rules. Choose a longer one with letters, numbers and symbols.',
} as const;

export type IdentityErrorCode = keyof typeof IDENTITY_ERROR_MESSAGES;

/** The sign-in message to show when a code is unknown or missing. */
export const IDENTITY_ERROR_FALLBACK = 'Sign-in did not work. Please try again.';

/** "auth/wrong-password", "wrong-password", or an error carrying either as `code`. */
function codeOf(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : error;
  return typeof code === 'string' ? code.trim().replace(/^auth\//, '') : null;
}

export function isIdentityErrorCode(value: unknown): value is IdentityErrorCode {
  return typeof value === 'string' && Object.hasOwn(IDENTITY_ERROR_MESSAGES, value);
}

/**
 * The message to show for an identity error. Takes a code with or without the "auth/" prefix
 * (or the SDK's error object itself); anything unknown gets IDENTITY_ERROR_FALLBACK, never the
 * raw code or the SDK's developer-facing text.
 */
export function identityErrorMessage(code: unknown): string {
  const bare = codeOf(code);
  return isIdentityErrorCode(bare) ? IDENTITY_ERROR_MESSAGES[bare] : IDENTITY_ERROR_FALLBACK;
}
