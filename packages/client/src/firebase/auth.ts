import type { Auth } from 'firebase/auth';

import { firebaseApp, firebaseConfig } from './app';

let pending: Promise<Auth> | null = null;

/**
 * The Auth client, loaded on first use so routes that never need it never download it
 * (it is the largest Firebase module). Connects to the Auth emulator in local runs.
 */
export function authClient(): Promise<Auth> {
  pending ??= import('firebase/auth').then(async (authModule) => {
    const auth = authModule.initializeAuth(firebaseApp(), {
      persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
      popupRedirectResolver: authModule.browserPopupRedirectResolver,
    });
    const emulator = firebaseConfig().emulators?.auth;
    if (emulator)
      authModule.connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });
    await auth.authStateReady();
    return auth;
  });
  return pending;
}

/** Whether Auth has been loaded in this page (then callables carry the user's token). */
export function authLoaded(): Promise<Auth> | null {
  return pending;
}
