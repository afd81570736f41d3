// scripts/bootstrap-admin.mjs against the Auth and Firestore emulators.
import { execFile } from 'node:child_process';

import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { auditEntries } from '../test-support/fixtures';

function bootstrap(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('node', ['scripts/bootstrap-admin.mjs', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const claimsOf = async (uid: string) => {
  adminDb();
  return (await getAuth(getApps()[0]).getUser(uid)).customClaims ?? {};
};

describe('scripts/bootstrap-admin.mjs', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('makes the first admin by email, keeping other claims, with an audit entry', async () => {
    const user = await createUser({ claims: { beta: true }, emailVerified: true });
    const result = await bootstrap(user.email.toUpperCase());
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('is now an admin');
    expect(await claimsOf(user.uid)).toEqual({ beta: true, admin: true });
    expect(await auditEntries()).toMatchObject([
      { actorId: 'bootstrap-admin', action: 'admin.grant', targetId: user.uid },
    ]);
    expect(await bootstrap(user.email)).toMatchObject({ code: 0 });
    expect(await auditEntries()).toHaveLength(1);
  });

  it('refuses a second admin unless forced', async () => {
    await createUser({ claims: { admin: true } });
    const user = await createUser({ emailVerified: true });
    const refused = await bootstrap(user.email);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('already has an admin');
    expect(await claimsOf(user.uid)).toEqual({});
    expect(await bootstrap(user.email, '--force')).toMatchObject({ code: 0 });
    expect(await claimsOf(user.uid)).toEqual({ admin: true });
  });

  it('refuses an unverified email unless told --allow-unverified', async () => {
    const user = await createUser();
    const refused = await bootstrap(user.email);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('is not verified');
    expect(await claimsOf(user.uid)).toEqual({});
    expect(await auditEntries()).toEqual([]);
    expect(await bootstrap(user.email, '--allow-unverified')).toMatchObject({ code: 0 });
    expect(await claimsOf(user.uid)).toEqual({ admin: true });
  });

  it('refuses an unknown email, a missing email, and --project while emulator hosts are set', async () => {
    const unknown = await bootstrap('nobody@example.test');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain('No account uses');
    expect((await bootstrap()).output).toContain('usage:');
    const real = await bootstrap('someone@example.test', '--project', 'fundax-prod');
    expect(real.code).not.toBe(0);
    expect(real.output).toContain('Unset them first');
  });
});
