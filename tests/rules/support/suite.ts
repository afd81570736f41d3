import type { RulesTestEnvironment, TokenOptions } from '@firebase/rules-unit-testing';
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import {
  type Firestore,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  setLogLevel,
} from 'firebase/firestore/lite';

import { PROJECT_ID, emulatorHosts } from '../../support/emulator-hosts';
import { rulesEnv } from '../../support/rules-env';
import { type Role, UID } from './roles';

let env: RulesTestEnvironment | undefined;
const dbs = new Map<string, Firestore>();
const apps: FirebaseApp[] = [];

/** Starts the one rules environment the whole suite shares (the real firestore.rules). */
export async function startSuite(): Promise<void> {
  // Every denied write also logs a warning; the assertions already say what happened.
  setLogLevel('error');
  env = await rulesEnv();
}

export async function stopSuite(): Promise<void> {
  await env?.cleanup();
  env = undefined;
  dbs.clear();
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

function suiteEnv(): RulesTestEnvironment {
  if (!env) throw new Error('The rules suite is not started: run tests/rules/rules.test.ts.');
  return env;
}

type MockToken = NonNullable<
  NonNullable<Parameters<typeof connectFirestoreEmulator>[3]>['mockUserToken']
>;

/**
 * A client as the apps make it: firebase/firestore/lite, which is what the client kit's query
 * builders and the apps use (rules-unit-testing's contexts are the full SDK, whose instances the
 * lite functions refuse). Signed in by an emulator mock token, as rules-unit-testing does:
 * `{ sub, user_id, ...claims }`, or "owner" to bypass the rules; none for a visitor.
 */
function liteClient(key: string, token: MockToken | null) {
  let db = dbs.get(key);
  if (!db) {
    suiteEnv();
    const app = initializeApp({ projectId: PROJECT_ID }, `rules-${apps.length}`);
    apps.push(app);
    db = getFirestore(app);
    const [host, port] = emulatorHosts().firestore.split(':');
    connectFirestoreEmulator(db, host!, Number(port), token ? { mockUserToken: token } : {});
    dbs.set(key, db);
  }
  return db;
}

/** A signed-in client with exactly these token claims (one client per uid and claims). */
export function dbWithToken(uid: string, claims: TokenOptions = {}): Firestore {
  // rules-unit-testing's TokenOptions types a few standard claims more loosely than the SDK.
  const token = { ...claims, sub: uid, user_id: uid } as MockToken;
  return liteClient(`${uid} ${JSON.stringify(claims)}`, token);
}

/** The client of one of the five roles. */
export function dbAs(role: Role): Firestore {
  if (role === 'visitor') return liteClient('visitor', null);
  return role === 'admin' ? dbWithToken(UID.admin, { admin: true }) : dbWithToken(UID[role]);
}

/** Empties Firestore and writes these documents (path -> data) with the rules bypassed. */
export async function seed(documents: Record<string, object>): Promise<void> {
  await suiteEnv().clearFirestore();
  const db = liteClient('owner', 'owner');
  await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
}

/** Runs `read` with the rules bypassed (to check what is really stored). */
export async function withoutRules<T>(read: (db: Firestore) => Promise<T>): Promise<T> {
  return read(liteClient('owner', 'owner'));
}
