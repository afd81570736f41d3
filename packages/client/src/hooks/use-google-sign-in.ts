import { useCallback, useRef } from 'react';

import { prepareGoogleSignIn, signInWithGoogle } from '../auth/google';
import { useThunk } from './use-thunk';

/**
 * For a Google sign-in button: the popup sign-in to run on a press, and `prepare`, for the first
 * sign that the person is about to press it (the pointer over it or down on it, the keyboard
 * focus on it). Preparing starts Auth with the popup readied (see prepareGoogleSignIn), which
 * downloads Google's sign-in scripts: on a page that merely offers Google sign-in, nothing of it
 * loads until someone reaches for the button (on a phone, the touch before the tap).
 */
export function useGoogleSignIn() {
  const prepared = useRef(false);
  const prepare = useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    // A failure to start Auth here comes back, shown, when the button is pressed.
    void prepareGoogleSignIn().catch(() => undefined);
  }, []);
  return { ...useThunk(signInWithGoogle), prepare };
}
