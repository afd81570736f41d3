import { FUNCTIONS_REGION } from '@fundax/core';

import type { FundaxFirebaseConfig } from './config';

/** The API origins a page talks to: the emulators in local builds, Google's hosts otherwise. */
export interface ApiOrigins {
  /** Sign-in and token refresh. */
  auth: string[];
  /** Reads. */
  firestore: string;
  /** Callables (callable-wire.ts builds their URLs on it). */
  functions: string;
}

/**
 * Where each API answers, for `<link rel="preconnect">` in a page's HTML (the connection is
 * open by the time the first read or call starts) and for the callables' URLs.
 */
export function apiOrigins({ options, emulators }: FundaxFirebaseConfig): ApiOrigins {
  if (emulators) {
    return {
      auth: [`http://${emulators.auth}`],
      firestore: `http://${emulators.firestore}`,
      functions: `http://${emulators.functions}`,
    };
  }
  return {
    auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    firestore: 'https://firestore.googleapis.com',
    functions: `https://${FUNCTIONS_REGION}-${options.projectId}.cloudfunctions.net`,
  };
}
