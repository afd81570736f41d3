import type { RulesTestEnvironment, TokenOptions } from '@firebase/rules-unit-testing';
import { type Firestore, doc, setDoc, setLogLevel } from 'firebase/firestore';

import { dbOf, rulesEnv } from '../../support/rules-env';
import { type Role, UID } from './roles';

let env: RulesTestEnvironment | undefined;
const dbs = new Map<string, Firestore>();

/** Starts the one rules environment the whole suite shares (the real firestore.rules). */
export async function startSuite(): Promise<void> {
  // Every denied write also logs a stream warning; the assertions already say what happened.
  setLogLevel('error');
  env = await rulesEnv();
}

export async function stopSuite(): Promise<void> {
  await env?.cleanup();
  env = undefined;
  dbs.clear();
}

function suiteEnv(): RulesTestEnvironment {
  if (!env) throw new Error('The rules suite is not started: run tests/rules/rules.test.ts.');
  return env;
}

/** A signed-in client with exactly these token claims (one client per uid and claims). */
export function dbWithToken(uid: string, claims: TokenOptions = {}): Firestore {
  const key = `${uid} ${JSON.stringify(claims)}`;
  let db = dbs.get(key);
  if (!db) {
    db = dbOf(suiteEnv().authenticatedContext(uid, claims));
    dbs.set(key, db);
  }
  return db;
}

/** The client of one of the five roles. */
export function dbAs(role: Role): Firestore {
  if (role === 'visitor') {
    let db = dbs.get('visitor');
    if (!db) {
      db = dbOf(suiteEnv().unauthenticatedContext());
      dbs.set('visitor', db);
    }
    return db;
  }
  return role === 'admin' ? dbWithToken(UID.admin, { admin: true }) : dbWithToken(UID[role]);
}

/** Empties Firestore and writes these documents (path -> data) with the rules bypassed. */
export async function seed(documents: Record<string, object>): Promise<void> {
  const current = suiteEnv();
  await current.clearFirestore();
  await current.withSecurityRulesDisabled(async (context) => {
    const db = dbOf(context);
    await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Runs `read` with the rules bypassed (to check what is really stored). */
export async function withoutRules<T>(read: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await suiteEnv().withSecurityRulesDisabled(async (context) => {
    result = await read(dbOf(context));
  });
  return result as T;
}
