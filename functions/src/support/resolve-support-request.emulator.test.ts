import { createSupportRequest, resolveSupportRequest } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { administrator, auditEntries, expectRefused, ok, read } from '../test-support/fixtures';

const request = { subject: 'Payout question', message: 'When is the payout for my event sent?' };

describe('resolveSupportRequest', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('resolves once with a note; the audit keeps the state change, not the text', async () => {
    const { id } = ok(await call(createSupportRequest, request, await createUser()));
    const admin = await administrator();
    const input = { id, resolution: 'Payouts go out within 5 business days.' };
    expect(ok(await call(resolveSupportRequest, input, admin))).toEqual({ id });
    ok(await call(resolveSupportRequest, { ...input, resolution: 'Second note' }, admin));
    expect(await read('supportRequests', id)).toMatchObject({
      status: 'resolved',
      resolution: input.resolution,
      resolvedBy: admin.uid,
    });
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('business days');
  });

  it('refuses non-admins, visitors and unknown requests', async () => {
    const user = await createUser();
    const { id } = ok(await call(createSupportRequest, request, user));
    await expectRefused(
      () => call(resolveSupportRequest, { id, resolution: 'Done myself' }, user),
      'permission-denied',
    );
    await expectRefused(
      () => call(resolveSupportRequest, { id, resolution: 'Done' }),
      'unauthenticated',
    );
    await expectRefused(
      async () =>
        call(resolveSupportRequest, { id: 'missing', resolution: 'Done' }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a missing resolution', { id: 's1' }],
    ['a short resolution', { id: 's1', resolution: 'ok' }],
    ['an id with a slash', { id: 's/1', resolution: 'Done now' }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(resolveSupportRequest, payload, await administrator()),
      'invalid-argument',
    );
  });
});
