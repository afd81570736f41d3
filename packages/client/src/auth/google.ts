import { authClient } from '../firebase/auth';
import { identityThunk } from './identity-thunk';

/**
 * Google sign-in in a popup. The SDK opens it at 500 x 600 and reports a popup the user closed
 * 8 s after it closes (docs/product.md §9); a blocked popup rejects with `popup-blocked` at once.
 */
export const signInWithGoogle = identityThunk('signInWithGoogle', async () => {
  const [auth, { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver }] =
    await Promise.all([authClient({ popups: true }), import('../firebase/auth-sdk')]);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  // The resolver goes with the call too: Auth may have started on a page without Google sign-in.
  const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return { uid: user.uid };
});

/**
 * For a Google sign-in button, when it appears: starts Auth with the popup readied in advance
 * (phones and Safari block a popup opened long after the tap), unless Auth is already running.
 * Then the popup readies itself on the first tap; if the browser blocks that one, the user is
 * told (popup-blocked) and a second tap opens it.
 */
export async function prepareGoogleSignIn(): Promise<void> {
  await authClient({ popups: true });
}
