import type { Firestore } from 'firebase/firestore/lite';

import { firebaseApp, firebaseConfig } from './app';
import { authClient, hasPersistedUser } from './auth';
import { hostAndPort } from './config';

let pending: Promise<Firestore> | null = null;

/**
 * The Firestore client (reads only: rules deny every client write), loaded on first use. In a
 * browser that holds a session it is ready only once Auth has restored it, so every read
 * carries the person's token (a page restored from the last visit reads before Auth answers);
 * if Auth cannot load, reads go without it and the rules decide.
 */
export function firestoreClient(): Promise<Firestore> {
  pending ??= Promise.all([
    import('./firestore-sdk'),
    firebaseApp(),
    hasPersistedUser() ? authClient().catch(() => null) : null,
  ]).then(([{ getFirestore, connectFirestoreEmulator }, app]) => {
    const db = getFirestore(app);
    const emulator = firebaseConfig().emulators?.firestore;
    if (emulator) {
      const { host, port } = hostAndPort(emulator);
      connectFirestoreEmulator(db, host, port);
    }
    return db;
  });
  return pending;
}

/**
 * Resolves once the Firestore client is ready, or could not load: a read that needs it then
 * reports why itself (see signedInOnceFirestoreReady, which waits for it).
 */
export function firestoreReady(): Promise<void> {
  return Promise.resolve()
    .then(firestoreClient)
    .then(
      () => undefined,
      () => undefined,
    );
}
