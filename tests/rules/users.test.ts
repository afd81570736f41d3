import { ownUserDoc } from '@fundax/client';
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { deleteDoc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

import { dbOf, rulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(ownUserDoc(dbOf(context), 'alice'), { role: 'partner', listings: [] });
  });
});

describe('users/{uid}', () => {
  it('lets a user read their own document', async () => {
    await assertSucceeds(getDoc(ownUserDoc(dbOf(env.authenticatedContext('alice')), 'alice')));
  });

  it("denies reading another user's document by id", async () => {
    await assertFails(getDoc(ownUserDoc(dbOf(env.authenticatedContext('bob')), 'alice')));
  });

  it('denies visitors', async () => {
    await assertFails(getDoc(ownUserDoc(dbOf(env.unauthenticatedContext()), 'alice')));
  });

  it('denies every client write, even to the own document', async () => {
    const db = dbOf(env.authenticatedContext('alice'));
    await assertFails(setDoc(ownUserDoc(db, 'alice'), { role: 'partner', listings: [] }));
    await assertFails(updateDoc(ownUserDoc(db, 'alice'), { admin: true }));
    await assertFails(deleteDoc(ownUserDoc(db, 'alice')));
  });
});
