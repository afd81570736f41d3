// Loads the demo community into the emulators: accounts in Auth (password from
// demo-accounts.json, admin claim for the admin) and every document of build.ts in Firestore.
// Used by `npm run seed` (index.ts) and, in process, by the browser tests' reseed.
import { type Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

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

/** What a seed did: null when `ifEmpty` found data and left it. */
export interface SeedOutcome {
  accounts: number;
  documents: number;
}

/**
 * Writes the demo community. The caller guarantees `db` and `auth` point at the emulators
 * (index.ts refuses to run otherwise; the browser tests' own setup fails without them).
 */
export async function loadDemoCommunity(
  db: Firestore,
  auth: Auth,
  { ifEmpty = false }: { ifEmpty?: boolean } = {},
): Promise<SeedOutcome | null> {
  if (ifEmpty && (await db.doc(SEED_MARKER).get()).exists) return null;

  // Each account is replaced (a reseed keeps no change made to a demo account); the accounts
  // are independent, so they are written side by side.
  await Promise.all(
    PEOPLE.map(async (person) => {
      await auth.deleteUser(person.uid).catch(() => undefined);
      await auth.createUser({
        uid: person.uid,
        email: person.email,
        password: DEMO_PASSWORD,
        displayName: person.displayName,
        emailVerified: true,
      });
      if (person.admin) await auth.setCustomUserClaims(person.uid, { admin: true });
    }),
  );

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
  return { accounts: PEOPLE.length, documents: writes.length };
}
