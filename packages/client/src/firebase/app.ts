import { type FirebaseApp, initializeApp } from 'firebase/app';

import type { FundaxFirebaseConfig } from './config';

let config: FundaxFirebaseConfig | null = null;
let app: FirebaseApp | null = null;

/** Called once at startup by each app (and by tests) before any Firebase use. */
export function initFirebase(next: FundaxFirebaseConfig): void {
  if (app !== null) throw new Error('initFirebase was already called.');
  config = next;
  app = initializeApp(next.options);
}

export function firebaseApp(): FirebaseApp {
  if (app === null) throw new Error('initFirebase must be called before Firebase is used.');
  return app;
}

export function firebaseConfig(): FundaxFirebaseConfig {
  if (config === null) throw new Error('initFirebase must be called before Firebase is used.');
  return config;
}
