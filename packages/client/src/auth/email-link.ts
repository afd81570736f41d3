import { authClient } from '../firebase/auth';
import { identityThunk } from './identity-thunk';

/** Where the address a link was sent to waits for the link to come back (same browser). */
export const EMAIL_FOR_SIGN_IN_KEY = 'fundax.emailForSignIn';

/**
 * Cheap test (no Auth download) for whether a URL may be an email sign-in link: a whole URL, or
 * a page's path and query as the router gives them (components read it from the router, not
 * from `window`, so they render the same at build time).
 */
export function mayBeEmailLink(href: string): boolean {
  const url = new URL(href, 'https://fundax.invalid');
  return url.searchParams.get('mode') === 'signIn' && url.searchParams.has('oobCode');
}

/** Emails a sign-in link that opens `continuePath` on this site. */
export const sendSignInLink = identityThunk(
  'sendSignInLink',
  async ({ email, continuePath }: { email: string; continuePath: string }) => {
    const [auth, { sendSignInLinkToEmail }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    const address = email.trim();
    await sendSignInLinkToEmail(auth, address, {
      url: new URL(continuePath, window.location.origin).href,
      handleCodeInApp: true,
    });
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, address);
    return { email: address };
  },
);

export type EmailLinkOutcome =
  { status: 'not-a-link' } | { status: 'needs-email' } | { status: 'signed-in'; uid: string };

/**
 * Completes an email-link sign-in on the page the link opened. The address comes from this
 * browser's storage, or from `email` when the link was opened elsewhere (then the page asks).
 */
export const completeSignInLink = identityThunk(
  'completeSignInLink',
  async ({ href, email }: { href: string; email?: string }): Promise<EmailLinkOutcome> => {
    const [auth, { isSignInWithEmailLink, signInWithEmailLink }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    if (!isSignInWithEmailLink(auth, href)) return { status: 'not-a-link' };
    const address = email?.trim() || window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
    if (!address) return { status: 'needs-email' };
    const { user } = await signInWithEmailLink(auth, address, href);
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
    return { status: 'signed-in', uid: user.uid };
  },
);
