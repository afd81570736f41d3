// Demo data for local runs: accounts in the Auth emulator and their documents in Firestore.
// Refuses to run unless both emulator hosts are set, so it can never touch a real project.
import { readFileSync } from 'node:fs';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

interface DemoAccounts {
  password: string;
  accounts: {
    key: string;
    email: string;
    displayName: string;
    role: string | null;
    admin: boolean;
  }[];
}

const SEED_MARKER = 'meta/seed';

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed only writes to the emulators; FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
    );
  }
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-fundax' });
  const db = getFirestore(app);
  const auth = getAuth(app);
  if (process.argv.includes('--if-empty') && (await db.doc(SEED_MARKER).get()).exists) {
    console.log('    seed: data already present, left as it is');
    return;
  }
  const demo = JSON.parse(
    readFileSync(new URL('./demo-accounts.json', import.meta.url), 'utf8'),
  ) as DemoAccounts;
  for (const account of demo.accounts) {
    const uid = `demo-${account.key}`;
    await auth.deleteUser(uid).catch(() => undefined);
    await auth.createUser({
      uid,
      email: account.email,
      password: demo.password,
      displayName: account.displayName,
      emailVerified: true,
    });
    if (account.admin) await auth.setCustomUserClaims(uid, { admin: true });
    if (account.role) {
      await db.doc(`users/${uid}`).set({
        role: account.role,
        displayName: account.displayName,
        listings: [],
        createdAt: FieldValue.serverTimestamp(),
      });
    }
  }
  await db.doc(SEED_MARKER).set({ seededAt: FieldValue.serverTimestamp() });
  console.log(`    seed: ${demo.accounts.length} demo accounts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
