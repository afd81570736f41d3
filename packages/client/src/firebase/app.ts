import type { FirebaseApp } from 'firebase/app';

import { activateAppCheck } from './app-check';
import type { FundaxFirebaseConfig } from './config';

let config: FundaxFirebaseConfig | null = null;
let app: Promise<FirebaseApp> | null = null;

/**
 * Called once at startup by each app (and by tests) before any Firebase use. It only records the
 * config: the Firebase app itself is created with the first module that needs it, so a page
 * that calls nothing downloads no Firebase code at all.
 */
export function initFirebase(next: FundaxFirebaseConfig): void {
  if (config !== null) throw new Error('initFirebase was already called.');
  config = next;
}

/**
 * The Firebase app, created on first use, with App Check on when the build has a site key
 * (before any service uses the app, so no request leaves without a token).
 */
export function firebaseApp(): Promise<FirebaseApp> {
  const { options, appCheck } = firebaseConfig();
  app ??= import('firebase/app').then(async ({ initializeApp }) => {
    const created = initializeApp(options);
    if (appCheck) await activateAppCheck(created, appCheck.siteKey);
    return created;
  });
  return app;
}

export function firebaseConfig(): FundaxFirebaseConfig {
  if (config === null) throw new Error('initFirebase must be called before Firebase is used.');
  return config;
}
