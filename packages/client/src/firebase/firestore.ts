import type { Firestore } from 'firebase/firestore/lite';

import { firebaseApp, firebaseConfig } from './app';
import { hostAndPort } from './config';

let pending: Promise<Firestore> | null = null;

/** The Firestore client (reads only: rules deny every client write), loaded on first use. */
export function firestoreClient(): Promise<Firestore> {
  pending ??= Promise.all([import('firebase/firestore/lite'), firebaseApp()]).then(
    ([{ getFirestore, connectFirestoreEmulator }, app]) => {
      const db = getFirestore(app);
      const emulator = firebaseConfig().emulators?.firestore;
      if (emulator) {
        const { host, port } = hostAndPort(emulator);
        connectFirestoreEmulator(db, host, port);
      }
      return db;
    },
  );
  return pending;
}
