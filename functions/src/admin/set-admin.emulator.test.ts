import {
  ADMIN_REVOCATIONS_COLLECTION,
  markDisbursal,
  reviewEvent,
  setAdmin,
  updateEvent,
} from '@fundax/core';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import {
  administrator,
  auditEntries,
  expectRefused,
  inHours,
  member,
  ok,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

const userOf = async (uid: string) => {
  adminDb();
  return getAuth(getApps()[0]).getUser(uid);
};

/** Signs in again with the same account: a fresh ID token, with the claims as they are now. */
async function signInAgain(user: { email: string; password: string }): Promise<string> {
  const { auth } = JSON.parse(process.env.FUNDAX_EMULATOR_HOSTS ?? '{}') as { auth: string };
  const response = await fetch(
    `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

const claimsOf = async (uid: string) => {
  adminDb();
  return (await getAuth(getApps()[0]).getUser(uid)).customClaims ?? {};
};

describe('setAdmin', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('grants and revokes the admin claim, keeping other claims, auditing each change', async () => {
    const admin = await administrator();
    const target = await createUser({ claims: { beta: true } });
    expect(ok(await call(setAdmin, { uid: target.uid, admin: true }, admin))).toEqual({
      uid: target.uid,
      admin: true,
    });
    expect(await claimsOf(target.uid)).toEqual({ beta: true, admin: true });
    ok(await call(setAdmin, { uid: target.uid, admin: true }, admin));
    ok(await call(setAdmin, { uid: target.uid, admin: false }, admin));
    expect(await claimsOf(target.uid)).toEqual({ beta: true });
    expect((await auditEntries()).map((entry) => [entry.action, entry.targetId])).toEqual([
      ['admin.grant', target.uid],
      ['admin.revoke', target.uid],
    ]);
  });

  it('makes a revoked admin’s still-valid token worthless for admin work at once', async () => {
    const admin = await administrator();
    const revoked = await administrator();
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const pending = await seedEvent(venueId, { approved: null });
    const ended = await seedEvent(venueId, { start: inHours(-5), end: inHours(-2) });
    ok(await call(setAdmin, { uid: revoked.uid, admin: false }, admin));
    // The revocation the security rules check, and the sessions revoked.
    const record = await adminDb().collection(ADMIN_REVOCATIONS_COLLECTION).doc(revoked.uid).get();
    expect(record.data()).toMatchObject({ revokedBy: admin.uid });
    expect(Date.parse((await userOf(revoked.uid)).tokensValidAfterTime ?? '')).toBeGreaterThan(0);
    // The old ID token (still within its hour) is refused by every admin callable...
    await expectRefused(
      () => call(reviewEvent, { id: pending, decision: 'approve' }, revoked),
      'permission-denied',
    );
    await expectRefused(
      () =>
        call(
          markDisbursal,
          {
            eventId: ended,
            party: 'partner',
            amountCents: 100,
            reference: 'ACH 1',
            idempotencyKey: 'payout-key-0001',
          },
          revoked,
        ),
      'permission-denied',
    );
    await expectRefused(
      () => call(setAdmin, { uid: admin.uid, admin: false }, revoked),
      'permission-denied',
    );
    // ...and on other callables it carries no admin override either.
    await expectRefused(
      () => call(updateEvent, { id: pending, title: 'Taken over' }, revoked),
      'permission-denied',
    );
  });

  it('refuses a token issued before a revocation even after admin is granted again', async () => {
    const admin = await administrator();
    const target = await administrator();
    // Tokens carry whole seconds: make the revocation fall in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    ok(await call(setAdmin, { uid: target.uid, admin: false }, admin));
    ok(await call(setAdmin, { uid: target.uid, admin: true }, admin));
    expect(
      (await adminDb().collection(ADMIN_REVOCATIONS_COLLECTION).doc(target.uid).get()).exists,
    ).toBe(false);
    const partner = await member('partner');
    const pending = await seedEvent(await seedVenue(partner.uid), { approved: null });
    await expectRefused(
      () => call(reviewEvent, { id: pending, decision: 'approve' }, target),
      'permission-denied',
    );
    // Signed in again, they are an admin.
    const fresh = { ...target, idToken: await signInAgain(target) };
    ok(await call(reviewEvent, { id: pending, decision: 'approve' }, fresh));
  });

  it('lets an admin confirm but never revoke their own claim', async () => {
    const admin = await administrator();
    ok(await call(setAdmin, { uid: admin.uid, admin: true }, admin));
    await expectRefused(
      () => call(setAdmin, { uid: admin.uid, admin: false }, admin),
      'failed-precondition',
    );
    expect(await claimsOf(admin.uid)).toEqual({ admin: true });
  });

  it('refuses an unknown user with not-found', async () => {
    await expectRefused(
      async () => call(setAdmin, { uid: 'no-such-user', admin: true }, await administrator()),
      'not-found',
    );
  });

  it('refuses a non-admin (even one claiming it in the payload) and a visitor', async () => {
    const partner = await member('partner');
    await expectRefused(
      () => call(setAdmin, { uid: partner.uid, admin: true }, partner),
      'permission-denied',
    );
    await expectRefused(() => call(setAdmin, { uid: partner.uid, admin: true }), 'unauthenticated');
    expect(await claimsOf(partner.uid)).toEqual({});
  });

  it.each([
    ['admin as text', { uid: 'u1', admin: 'true' }],
    ['a missing flag', { uid: 'u1' }],
    ['a uid with a slash', { uid: 'users/u1', admin: true }],
    ['extra claims', { uid: 'u1', admin: true, claims: { owner: true } }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(setAdmin, payload, await administrator()),
      'invalid-argument',
    );
  });
});
