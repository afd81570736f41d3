import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

/** Admin SDK on the emulators, for fixtures and for reading back what a callable wrote. */
export function adminDb() {
  emulatorHosts(); // fail loudly (not against a real project) when the emulators are absent
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}
