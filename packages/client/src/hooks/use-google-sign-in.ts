import { useCallback, useEffect } from 'react';

import { prepareGoogleSignIn, signInWithGoogle } from '../auth/google';
import { useThunk } from './use-thunk';

/**
 * When a Google sign-in button readies the popup (starts Auth with Google's helper script):
 * - `mount`: as soon as the button appears, so the popup opens at once on the first tap;
 * - `press`: only when the button is touched, clicked or focused, so a page that shows the
 *   button to every visitor (the phone app's first screen) loads Google's script only for the
 *   person who uses it. The popup then opens once the script is there, within the tap's user
 *   activation; a browser that blocks it anyway says so (popup-blocked) and a second tap works.
 */
export type GooglePrepare = 'mount' | 'press';

/** For a Google sign-in button: the popup sign-in to run on a press, readied per `prepare`. */
export function useGoogleSignIn({ prepare = 'mount' }: { prepare?: GooglePrepare } = {}) {
  // A failure to start Auth here comes back, shown, when the button is pressed.
  const ready = useCallback(() => void prepareGoogleSignIn().catch(() => undefined), []);
  useEffect(() => {
    if (prepare === 'mount') ready();
  }, [prepare, ready]);
  return { ...useThunk(signInWithGoogle), ready };
}
