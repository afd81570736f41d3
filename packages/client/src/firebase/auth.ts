import type { Auth } from 'firebase/auth';

import { firebaseApp, firebaseConfig } from './app';

let pending: Promise<Auth> | null = null;
/** Auth once loaded and its state ready (see authHasNoUser). */
let loaded: Auth | null = null;
const whenLoaded: ((auth: Auth) => void)[] = [];

/**
 * The Auth client, loaded on first use so routes that never need it never download it
 * (it is the largest Firebase module). Connects to the Auth emulator in local runs.
 *
 * Persistence is localStorage only: it lets `hasPersistedUser()` tell, without loading Auth,
 * whether this browser holds a session worth restoring (localStorage also syncs across tabs).
 *
 * `popups`: the first caller is a page that offers Google sign-in (see prepareGoogleSignIn).
 * Only then does Auth get the popup resolver at start: with it, on phones and in Safari, Auth
 * loads Google's gapi script and its auth iframe before it reports the signed-in user, which
 * would delay every signed-in page. Elsewhere the popup readies itself when it is opened.
 */
export function authClient({ popups = false }: { popups?: boolean } = {}): Promise<Auth> {
  pending ??= Promise.all([import('./auth-sdk'), firebaseApp()]).then(async ([authModule, app]) => {
    const auth = authModule.initializeAuth(app, {
      persistence: authModule.browserLocalPersistence,
      ...(popups ? { popupRedirectResolver: authModule.browserPopupRedirectResolver } : {}),
    });
    const emulator = firebaseConfig().emulators?.auth;
    if (emulator) {
      authModule.connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });
      // The Auth emulator accepts any phone number; reCAPTCHA is only mocked against it.
      auth.settings.appVerificationDisabledForTesting = true;
    }
    await auth.authStateReady();
    loaded = auth;
    for (const callback of whenLoaded.splice(0)) callback(auth);
    return auth;
  });
  return pending;
}

/** Whether Auth has been loaded in this page (then callables carry the user's token). */
export function authLoaded(): Promise<Auth> | null {
  return pending;
}

/**
 * Whether Auth is loaded and holds no user. Sign out clears Auth's user at once, and tells its
 * listeners (and so the store) only after it has removed the stored copy: in between, a read
 * that the store still allows would go out without a token (signedInOnceFirestoreReady).
 */
export function authHasNoUser(): boolean {
  return loaded !== null && loaded.currentUser === null;
}

/** Runs `callback` once Auth is loaded: now if it is, otherwise when some code first loads it. */
export function afterAuthLoads(callback: (auth: Auth) => void): void {
  if (pending) void pending.then(callback);
  else whenLoaded.push(callback);
}

/**
 * Whether this browser holds a signed-in user Auth would restore (Firebase keeps it under
 * `firebase:authUser:<apiKey>:<app name>` in localStorage). Lets a visitor's first page skip
 * downloading Auth at all.
 */
export function hasPersistedUser(storage: Storage | undefined = globalThis.localStorage): boolean {
  return persistedUserKey(storage) !== null;
}

function persistedUserKey(storage: Storage | undefined): string | null {
  if (!storage) return null;
  const prefix = `firebase:authUser:${firebaseConfig().options.apiKey}:`;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) return key;
  }
  return null;
}

/**
 * The uid of the user Auth would restore, from its stored record, without loading Auth: null
 * when there is none (or the record cannot be read). An app that keeps a user's last data for
 * offline use shows it only to the user this browser is still signed in as, and start-up tells
 * whether the session summary it kept belongs to that user.
 */
export function persistedUserId(
  storage: Storage | undefined = globalThis.localStorage,
): string | null {
  const key = persistedUserKey(storage);
  if (key === null || !storage) return null;
  try {
    const { uid } = JSON.parse(storage.getItem(key) ?? '') as { uid?: unknown };
    return typeof uid === 'string' && uid !== '' ? uid : null;
  } catch {
    return null;
  }
}
