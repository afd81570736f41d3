// Browser tests start from the demo data exactly as `npm start` shows it on a fresh machine.
// In process (the same loader as `npm run seed`): a child process per reseed cost about 1.8 s of
// start-up (npx, tsx, the Admin SDK), and the files reseed about twenty times.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { loadDemoCommunity } from '../../scripts/seed/load';
import { PROJECT_ID, emulatorHosts } from '../../tests/support/emulator-hosts';
import { clearAuth, clearFirestore } from '../../tests/support/reset';

export default async function seedFresh(): Promise<void> {
  emulatorHosts(); // fails loudly (never a real project) when the emulators are absent
  await Promise.all([clearFirestore(), clearAuth()]);
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  await loadDemoCommunity(getFirestore(app), getAuth(app));
}
