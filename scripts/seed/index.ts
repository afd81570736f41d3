// `npm run seed`: loads the demo community (load.ts) into the running emulators. Refuses to
// run unless both emulator hosts are set, so it can never touch a real project.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { loadDemoCommunity } from './load';

async function main(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed only writes to the emulators; FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
    );
  }
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-fundax' });
  const outcome = await loadDemoCommunity(getFirestore(app), getAuth(app), {
    ifEmpty: process.argv.includes('--if-empty'),
  });
  console.log(
    outcome
      ? `    seed: ${outcome.accounts} accounts, ${outcome.documents} documents (Albuquerque / Rio Rancho)`
      : '    seed: data already present, left as it is',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
