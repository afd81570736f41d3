import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

/** The Admin SDK's app on the emulators: fixtures, the browser tests' reseed, reading back. */
export function adminApp() {
  emulatorHosts(); // fail loudly (not against a real project) when the emulators are absent
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

/** Admin SDK on the emulators, for fixtures and for reading back what a callable wrote. */
export function adminDb() {
  return getFirestore(adminApp());
}
