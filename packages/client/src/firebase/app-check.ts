import type { FirebaseApp } from 'firebase/app';

/**
 * Turns App Check on for the app: reCAPTCHA Enterprise scores the browser in the background
 * (no challenge to solve) and every Firestore and Functions request carries the resulting
 * token, which the deployed functions require (ENFORCE_APP_CHECK). Loaded with the Firebase app
 * on first use, never in a page's first load; local builds on the emulators have no site key
 * and skip it (the Functions emulator does not enforce App Check).
 */
export async function activateAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
