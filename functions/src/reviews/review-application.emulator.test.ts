import { ANGEL_DUES_CENTS, reviewApplication } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectRefused,
  member,
  ok,
  read,
  seedApplication,
} from '../test-support/fixtures';

describe('reviewApplication', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('approves once: lists the angel and sets the dues they owe', async () => {
    const angel = await member('angel');
    const id = await seedApplication(angel);
    const admin = await administrator();
    expect(ok(await call(reviewApplication, { id, decision: 'approve' }, admin))).toEqual({
      id,
      approved: true,
    });
    const approved = await read('applications', id);
    expect(approved).toMatchObject({
      _status: { approved: true, reviewedBy: admin.uid },
      dues: { amountCents: ANGEL_DUES_CENTS, status: 'due', paidAt: null },
    });
    expect((await read('profiles', angel.uid)).listed).toBe(true);
    ok(await call(reviewApplication, { id, decision: 'approve' }, admin));
    expect(await read('applications', id)).toEqual(approved);
    expect(await auditEntries()).toHaveLength(1);
  });

  it('keeps a rejected angel unlisted, and unlists one rejected after approval', async () => {
    const angel = await member('angel');
    const id = await seedApplication(angel);
    const admin = await administrator();
    ok(await call(reviewApplication, { id, decision: 'reject', reason: 'Not local.' }, admin));
    expect((await read('profiles', angel.uid)).listed).toBe(false);
    ok(await call(reviewApplication, { id, decision: 'approve' }, admin));
    expect((await read('profiles', angel.uid)).listed).toBe(true);
    ok(await call(reviewApplication, { id, decision: 'reject', reason: 'Moved away.' }, admin));
    expect((await read('profiles', angel.uid)).listed).toBe(false);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual([
      'application.reject',
      'application.approve',
      'application.reject',
    ]);
  });

  it('leaves one consistent state when two admins approve at once', async () => {
    const angel = await member('angel');
    const id = await seedApplication(angel);
    await Promise.all([
      call(reviewApplication, { id, decision: 'approve' }, await administrator()),
      call(reviewApplication, { id, decision: 'approve' }, await administrator()),
    ]);
    expect(await auditEntries()).toHaveLength(1);
    expect((await read('applications', id)).dues?.status).toBe('due');
  });

  it('refuses non-admins, visitors and unknown applications', async () => {
    const angel = await member('angel');
    const id = await seedApplication(angel);
    await expectRefused(
      () => call(reviewApplication, { id, decision: 'approve' }, angel),
      'permission-denied',
    );
    await expectRefused(
      () => call(reviewApplication, { id, decision: 'approve' }),
      'unauthenticated',
    );
    await expectRefused(
      async () =>
        call(reviewApplication, { id: 'missing', decision: 'approve' }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a rejection without a reason', { id: 'a1', decision: 'reject' }],
    ['a reason that is too long', { id: 'a1', decision: 'reject', reason: 'x'.repeat(501) }],
    ['an id that is a number', { id: 1, decision: 'approve' }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(reviewApplication, payload, await administrator()),
      'invalid-argument',
    );
  });
});
