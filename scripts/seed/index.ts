// Loads the demo community into the emulators: accounts in Auth (password from
// demo-accounts.json, admin claim for the admin) and every document of build.ts in Firestore.
// Refuses to run unless both emulator hosts are set, so it can never touch a real project.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';

import { buildSeed, seedNearbyCounts } from './build';
import { seedNotifications } from './notifications';
import { DEMO_PASSWORD, PEOPLE } from './people';
import { seedSearchCatalogue } from './search-catalogue';

/** Written last; `--if-empty` skips seeding when it exists (a restart keeps your data). */
const SEED_MARKER = 'meta/seed';
const BATCH_LIMIT = 400;

async function writeAll(db: Firestore, writes: [string, object][]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(i, i + BATCH_LIMIT)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

async function main(): Promise<void> {
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

  for (const person of PEOPLE) {
    await auth.deleteUser(person.uid).catch(() => undefined);
    await auth.createUser({
      uid: person.uid,
      email: person.email,
      password: DEMO_PASSWORD,
      displayName: person.displayName,
      emailVerified: true,
    });
    if (person.admin) await auth.setCustomUserClaims(person.uid, { admin: true });
  }

  const now = new Date();
  const docs = buildSeed(now);
  const writes: [string, object][] = Object.entries(docs).flatMap(([collection, byId]) =>
    [...(byId as Map<string, object>).entries()].map(([id, data]): [string, object] => [
      `${collection}/${id}`,
      data,
    ]),
  );
  writes.push(...seedNearbyCounts(docs, now), ...seedNotifications(docs, now));
  await writeAll(db, writes);
  // The search catalogue, merged (a reseed keeps entries of listings made since); the triggers
  // would also build it from the writes above, this makes it whole at once.
  const catalogue = db.batch();
  for (const [path, shard] of seedSearchCatalogue(docs)) {
    catalogue.set(db.doc(path), { ...shard, rev: FieldValue.serverTimestamp() }, { merge: true });
  }
  await catalogue.commit();
  await db.doc(SEED_MARKER).set({ seededAt: new Date(), documents: writes.length });
  console.log(
    `    seed: ${PEOPLE.length} accounts, ${writes.length} documents (Albuquerque / Rio Rancho)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
