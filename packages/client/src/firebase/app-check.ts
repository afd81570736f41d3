import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';

import { firebaseApp, firebaseConfig } from './app';

let appCheck: AppCheck | null = null;

/**
 * Turns App Check on for the app: reCAPTCHA Enterprise scores the browser in the background
 * (no challenge to solve) and every Firestore and Functions request carries the resulting
 * token, which the deployed functions require (ENFORCE_APP_CHECK). Loaded with the Firebase app
 * on first use, never in a page's first load; local builds on the emulators have no site key
 * and skip it (the Functions emulator does not enforce App Check).
 */
export async function activateAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * The App Check token a callable request carries (callables go over a plain fetch, so the
 * Functions SDK does not add it), or undefined in builds without App Check. As the SDK does, a
 * token that cannot be had is left off and the server decides.
 */
export async function appCheckToken(): Promise<string | undefined> {
  if (!firebaseConfig().appCheck) return undefined;
  await firebaseApp();
  if (appCheck === null) return undefined;
  const { getToken } = await import('firebase/app-check');
  return getToken(appCheck)
    .then(({ token }) => token)
    .catch(() => undefined);
}
