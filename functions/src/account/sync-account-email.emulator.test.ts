// syncAccountEmail: the account follows the identity's email and its verification.
import { syncAccountEmail } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { signIn, updateIdentity } from '../../../tests/support/users';
import { expectRefused, member, ok, read, snapshotDb } from '../test-support/fixtures';

describe('syncAccountEmail', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('marks the account verified once the email is, and follows a changed email', async () => {
    const partner = await member('partner', { emailVerified: false });
    expect(await read('users', partner.uid)).toMatchObject({
      email: partner.email,
      emailVerified: false,
    });
    // Nothing changed on the identity yet: nothing to write.
    expect(ok(await call(syncAccountEmail, {}, partner))).toEqual({
      email: partner.email,
      emailVerified: false,
      updated: false,
    });

    await updateIdentity(partner.uid, { emailVerified: true });
    const verified = { ...partner, idToken: await signIn(partner.email, partner.password) };
    expect(ok(await call(syncAccountEmail, {}, verified))).toEqual({
      email: partner.email,
      emailVerified: true,
      updated: true,
    });
    expect(await read('users', partner.uid)).toMatchObject({ emailVerified: true });
    const before = await snapshotDb();
    expect(ok(await call(syncAccountEmail, {}, verified)).updated).toBe(false);
    expect(await snapshotDb()).toEqual(before);

    // A new address (verifyBeforeUpdateEmail changes it only once the link is followed).
    const email = `new-${partner.email}`;
    await updateIdentity(partner.uid, { email, emailVerified: true });
    const moved = { ...partner, idToken: await signIn(email, partner.password) };
    expect(ok(await call(syncAccountEmail, {}, moved))).toEqual({
      email,
      emailVerified: true,
      updated: true,
    });
    expect(await read('users', partner.uid)).toMatchObject({ email, emailVerified: true });
  });

  it('writes nothing for a signed-in user without an account, and refuses a visitor', async () => {
    const user = await member(null);
    const before = await snapshotDb();
    expect(ok(await call(syncAccountEmail, {}, user)).updated).toBe(false);
    expect(await snapshotDb()).toEqual(before);
    await expectRefused(() => call(syncAccountEmail, {}), 'unauthenticated');
  });
});
