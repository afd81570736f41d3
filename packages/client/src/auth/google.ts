import { authClient } from '../firebase/auth';
import { identityThunk } from './identity-thunk';

/**
 * Google sign-in in a popup. The SDK opens it at 500 x 600 and reports a popup the user closed
 * 8 s after it closes (SPEC.md §9); a blocked popup rejects with `popup-blocked` at once.
 */
export const signInWithGoogle = identityThunk('signInWithGoogle', async () => {
  const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    authClient(),
    import('firebase/auth'),
  ]);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await signInWithPopup(auth, provider);
  return { uid: user.uid };
});
