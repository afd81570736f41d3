import { setAdmin } from '@fundax/core';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { administrator, auditEntries, expectRefused, member, ok } from '../test-support/fixtures';

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
