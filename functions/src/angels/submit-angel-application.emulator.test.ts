import { submitAngelApplication } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import {
  expectFailure,
  expectRefused,
  member,
  ok,
  read,
  seedApplication,
} from '../test-support/fixtures';

const application = {
  answers: { business: 'Raman Insurance Group', why: 'Meet other owners in Rio Rancho.' },
  categories: ['insurance', 'finance'],
};

describe('submitAngelApplication', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('files a pending application stamped in seconds', async () => {
    const angel = await member('angel', { displayName: 'Priya Raman' });
    const before = Math.floor(Date.now() / 1000);
    const { id } = ok(await call(submitAngelApplication, application, angel));
    const stored = await read('applications', id);
    expect(stored).toMatchObject({
      applicantId: angel.uid,
      applicantName: 'Priya Raman',
      ...application,
      _status: { approved: null },
      dues: null,
    });
    expect(stored.submitDate).toBeGreaterThanOrEqual(before - 1);
    expect(stored.submitDate).toBeLessThan(before + 60);
  });

  it('accepts a new application after a rejection', async () => {
    const angel = await member('angel');
    await seedApplication(angel, false);
    ok(await call(submitAngelApplication, application, angel));
  });

  it('refuses a second open application or one after approval with failed-precondition', async () => {
    const angel = await member('angel');
    await seedApplication(angel, null);
    await expectRefused(
      () => call(submitAngelApplication, application, angel),
      'failed-precondition',
    );
    const approved = await member('angel');
    await seedApplication(approved, true);
    await expectRefused(
      () => call(submitAngelApplication, application, approved),
      'failed-precondition',
    );
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const angel = await member('angel');
    const results = await Promise.all([
      call(submitAngelApplication, application, angel),
      call(submitAngelApplication, application, angel),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    if (refused) expectFailure(refused, 'failed-precondition');
  });

  it.each(['partner', 'fundaxer'] as const)('refuses a %s with permission-denied', async (role) => {
    const user = await member(role);
    await expectRefused(() => call(submitAngelApplication, application, user), 'permission-denied');
  });

  it('refuses a user without an account and a visitor', async () => {
    await expectRefused(
      async () => call(submitAngelApplication, application, await createUser()),
      'failed-precondition',
    );
    await expectRefused(() => call(submitAngelApplication, application), 'unauthenticated');
  });

  it.each([
    ['no answers', { ...application, answers: {} }],
    ['answers as a list', { ...application, answers: ['yes'] }],
    ['an answer that is not text', { ...application, answers: { why: 42 } }],
    ['a 3000-character answer', { ...application, answers: { why: 'x'.repeat(3000) } }],
    ['no categories', { ...application, categories: [] }],
    ['an unknown category', { ...application, categories: ['crypto'] }],
    ['a repeated category', { ...application, categories: ['finance', 'finance'] }],
    ['a forged approval', { ...application, _status: { approved: true } }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const angel = await member('angel');
    await expectRefused(() => call(submitAngelApplication, payload, angel), 'invalid-argument');
  });
});
