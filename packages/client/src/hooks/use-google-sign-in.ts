import { useEffect } from 'react';

import { prepareGoogleSignIn, signInWithGoogle } from '../auth/google';
import { useThunk } from './use-thunk';

/**
 * For a Google sign-in button: the popup sign-in to run on a press, with the popup readied as
 * soon as the button appears (see prepareGoogleSignIn).
 */
export function useGoogleSignIn() {
  // A failure to start Auth here comes back, shown, when the button is pressed.
  useEffect(() => void prepareGoogleSignIn().catch(() => undefined), []);
  return useThunk(signInWithGoogle);
}
