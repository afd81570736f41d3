// Identity operations of the account pages: re-authentication, password and email changes,
// email verification. Each is a thunk rejecting with { code, message } (the UI shows
// identityErrorMessage(code)). The flows they serve are in docs/security.md ("Accounts"):
// - change password: changePassword; on `requires-recent-login`, re-authenticate, then again;
// - change email: changeEmail sends a link to the new address; the email changes when it is
//   followed; then refreshIdentity and the syncAccountEmail callable;
// - verify email: sendVerificationEmail; when the link is followed, refreshIdentity and
//   syncAccountEmail;
// - delete account: the deleteAccount callable; on its `requires-recent-login` answer
//   (requiresRecentLogin(error) in @fundax/core), re-authenticate, then call again.
import type { Auth, User } from 'firebase/auth';

import { authClient } from '../firebase/auth';
import { identityRefreshed } from '../session/session-events';
import { identityThunk } from './identity-thunk';

/** The signed-in user, or the identity provider's own `no-current-user` failure. */
async function currentUser(): Promise<{ auth: Auth; user: User }> {
  const auth = await authClient();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'no-current-user' });
  return { auth, user };
}

/** Where a link in an email brings the person back to, on this site. */
const continueUrl = (continuePath: string) => ({
  url: new URL(continuePath, window.location.origin).href,
});

/** Re-authenticates a password user (for a change that needs a recent sign-in). */
export const reauthenticateWithPassword = identityThunk(
  'reauthenticateWithPassword',
  async ({ password }: { password: string }) => {
    const [{ user }, { EmailAuthProvider, reauthenticateWithCredential }] = await Promise.all([
      currentUser(),
      import('../firebase/auth-sdk'),
    ]);
    if (!user.email) {
      throw Object.assign(new Error('This account has no password.'), {
        code: 'invalid-credential',
      });
    }
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    return { uid: user.uid };
  },
);

/** Re-authenticates a Google user in a popup (prepareGoogleSignIn readies it on the page). */
export const reauthenticateWithGoogle = identityThunk('reauthenticateWithGoogle', async () => {
  const [{ user }, { GoogleAuthProvider, reauthenticateWithPopup, browserPopupRedirectResolver }] =
    await Promise.all([currentUser(), import('../firebase/auth-sdk')]);
  await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return { uid: user.uid };
});

/** Sets a new password; the identity provider asks for a recent sign-in first. */
export const changePassword = identityThunk(
  'changePassword',
  async ({ newPassword }: { newPassword: string }) => {
    const [{ user }, { updatePassword }] = await Promise.all([
      currentUser(),
      import('../firebase/auth-sdk'),
    ]);
    await updatePassword(user, newPassword);
    return { uid: user.uid };
  },
);

/**
 * Sends a verification link to `newEmail`; the account's email changes only when it is
 * followed (so a typo never locks anyone out), and the old address is told.
 */
export const changeEmail = identityThunk(
  'changeEmail',
  async ({ newEmail, continuePath }: { newEmail: string; continuePath: string }) => {
    const [{ user }, { verifyBeforeUpdateEmail }] = await Promise.all([
      currentUser(),
      import('../firebase/auth-sdk'),
    ]);
    await verifyBeforeUpdateEmail(user, newEmail.trim(), continueUrl(continuePath));
    return { email: newEmail.trim() };
  },
);

/** Sends (again) the link that verifies the signed-in user's email. */
export const sendVerificationEmail = identityThunk(
  'sendVerificationEmail',
  async ({ continuePath }: { continuePath: string }) => {
    const [{ user }, { sendEmailVerification }] = await Promise.all([
      currentUser(),
      import('../firebase/auth-sdk'),
    ]);
    await sendEmailVerification(user, continueUrl(continuePath));
    return { email: user.email };
  },
);

/**
 * Reloads the signed-in user from the identity provider and gets a fresh ID token, so a
 * verification or an email change made in another tab (the link) counts at once; the user
 * store takes the new address and verification; then the syncAccountEmail callable copies them
 * onto the account. After an email change the provider ends the old sessions: the reload then
 * fails with `user-token-expired` and the person is signed out, to sign in with the new address.
 */
export const refreshIdentity = identityThunk('refreshIdentity', async (_: void, { dispatch }) => {
  const { user } = await currentUser();
  await user.reload();
  await user.getIdToken(true);
  const fresh = { email: user.email, emailVerified: user.emailVerified };
  dispatch(identityRefreshed(fresh));
  return fresh;
});
