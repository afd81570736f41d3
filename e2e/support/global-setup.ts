// Browser tests start from the demo data exactly as `npm start` shows it on a fresh machine.
// In process (the same loader as `npm run seed`): a child process per reseed cost about 1.8 s of
// start-up (npx, tsx, the Admin SDK), and the files reseed about twenty times.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { loadDemoCommunity } from '../../scripts/seed/load';
import { adminApp } from '../../tests/support/admin';
import { clearAuth, clearFirestore } from '../../tests/support/reset';

export default async function seedFresh(): Promise<void> {
  const app = adminApp(); // fails loudly (never a real project) when the emulators are absent
  await Promise.all([clearFirestore(), clearAuth()]);
  await loadDemoCommunity(getFirestore(app), getAuth(app));
}
