import { whoami } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';

describe('whoami (through the Functions emulator)', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('answers a visitor with no uid and no admin flag', async () => {
    const result = await call(whoami, {});
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { uid: null, admin: false, hasAccount: false, role: null },
    });
  });

  it('knows a signed-in user who has not registered yet', async () => {
    const user = await createUser();
    const result = await call(whoami, {}, user);
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { uid: user.uid, admin: false, hasAccount: false, role: null },
    });
  });

  it('reads the role from the account document', async () => {
    const user = await createUser();
    await adminDb().collection('users').doc(user.uid).set({ role: 'partner', listings: [] });
    const result = await call(whoami, {}, user);
    expect(result.ok && result.data).toMatchObject({
      uid: user.uid,
      hasAccount: true,
      role: 'partner',
    });
  });

  it('reports the admin claim from the verified token', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const result = await call(whoami, {}, admin);
    expect(result.ok && result.data.admin).toBe(true);
  });

  it('ignores a forged admin flag in the payload and rejects unknown fields with 400', async () => {
    const user = await createUser();
    const result = await call(whoami, { admin: true }, user);
    expect(result).toMatchObject({ ok: false, status: 400, code: 'invalid-argument' });
  });

  it('rejects a non-object payload with 400, not 500', async () => {
    const result = await call(whoami, 'hello');
    expect(result).toMatchObject({ ok: false, status: 400, code: 'invalid-argument' });
  });

  it('grants no identity for a garbage bearer token', async () => {
    // Production answers 401 before the handler runs; the emulator skips token verification and
    // drops an undecodable token. Either way the caller must not be treated as anyone.
    const result = await call(whoami, {}, { idToken: 'not-a-token' });
    if (result.ok) expect(result.data).toMatchObject({ uid: null, admin: false });
    else expect(result).toMatchObject({ status: 401, code: 'unauthenticated' });
  });
});
