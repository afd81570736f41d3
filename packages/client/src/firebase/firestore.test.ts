import { describe, expect, it } from 'vitest';

import { firestoreClient, firestoreReady } from './firestore';

describe('waiting for Firestore', () => {
  it('goes on when Firestore cannot load, and the read that needs it says why', async () => {
    // No initFirebase in this test: the client cannot be created.
    await expect(firestoreReady()).resolves.toBeUndefined();
    expect(() => firestoreClient()).toThrow('initFirebase must be called before Firebase is used.');
  });
});
