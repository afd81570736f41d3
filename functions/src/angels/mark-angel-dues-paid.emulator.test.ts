import { ANGEL_DUES_CENTS, markAngelDuesPaid, reviewApplication } from '@fundax/core';
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

describe('markAngelDuesPaid', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('records the dues once; marking again returns the first payment', async () => {
    const admin = await administrator();
    const angel = await member('angel');
    const applicationId = await seedApplication(angel);
    ok(await call(reviewApplication, { id: applicationId, decision: 'approve' }, admin));
    const first = ok(
      await call(markAngelDuesPaid, { applicationId, reference: 'CHK 1001' }, admin),
    );
    const again = ok(
      await call(markAngelDuesPaid, { applicationId, reference: 'CHK 1002' }, admin),
    );
    expect(again).toEqual(first);
    expect((await read('applications', applicationId)).dues).toMatchObject({
      amountCents: ANGEL_DUES_CENTS,
      status: 'paid',
      reference: 'CHK 1001',
      paidAt: new Date(first.paidAt),
    });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual([
      'application.approve',
      'application.dues-paid',
    ]);
  });

  it('refuses an application that is not approved with failed-precondition', async () => {
    const admin = await administrator();
    const applicationId = await seedApplication(await member('angel'));
    await expectRefused(
      () => call(markAngelDuesPaid, { applicationId, reference: 'CHK 1' }, admin),
      'failed-precondition',
    );
  });

  it('refuses non-admins, visitors and unknown applications', async () => {
    const angel = await member('angel');
    const applicationId = await seedApplication(angel, true);
    const input = { applicationId, reference: 'CHK 1' };
    await expectRefused(() => call(markAngelDuesPaid, input, angel), 'permission-denied');
    await expectRefused(() => call(markAngelDuesPaid, input), 'unauthenticated');
    await expectRefused(
      async () =>
        call(markAngelDuesPaid, { ...input, applicationId: 'missing' }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a missing reference', { applicationId: 'a1' }],
    ['an empty reference', { applicationId: 'a1', reference: ' ' }],
    ['an id with a slash', { applicationId: 'a/1', reference: 'CHK 1' }],
    ['an extra amount', { applicationId: 'a1', reference: 'CHK 1', amountCents: 1 }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(markAngelDuesPaid, payload, await administrator()),
      'invalid-argument',
    );
  });
});
