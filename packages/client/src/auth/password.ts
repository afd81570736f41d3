import { authClient } from '../firebase/auth';
import { identityThunk } from './identity-thunk';

export interface EmailPassword {
  email: string;
  password: string;
}

/** Email and password sign-in; the session follows through the Auth state listener. */
export const signInWithPassword = identityThunk(
  'signInWithPassword',
  async ({ email, password }: EmailPassword) => {
    const [auth, { signInWithEmailAndPassword }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
    return { uid: user.uid };
  },
);

/** Creates the identity (email and password) a sign-up then registers an account for. */
export const createIdentityWithPassword = identityThunk(
  'createIdentityWithPassword',
  async ({ email, password }: EmailPassword) => {
    const [auth, { createUserWithEmailAndPassword }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
    return { uid: user.uid };
  },
);

/** Sends the password reset email; the link returns to `continuePath` on this site. */
export const sendPasswordReset = identityThunk(
  'sendPasswordReset',
  async ({ email, continuePath }: { email: string; continuePath: string }) => {
    const [auth, { sendPasswordResetEmail }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    await sendPasswordResetEmail(auth, email.trim(), {
      url: new URL(continuePath, window.location.origin).href,
    });
    return { email: email.trim() };
  },
);
