import { createSupportRequest } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { expectRefused, ok, read } from '../test-support/fixtures';

const request = { subject: 'Payout question', message: 'When is the payout for my event sent?' };

describe('createSupportRequest', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('files an open request from any signed-in user, with their email and whether it is verified', async () => {
    const user = await createUser();
    const { id } = ok(await call(createSupportRequest, request, user));
    expect(await read('supportRequests', id)).toMatchObject({
      ...request,
      requesterId: user.uid,
      requesterEmail: user.email,
      requesterEmailVerified: false,
      status: 'open',
      resolution: null,
    });
    const verified = await createUser({ emailVerified: true });
    const second = ok(await call(createSupportRequest, request, verified));
    expect(await read('supportRequests', second.id)).toMatchObject({
      requesterEmail: verified.email,
      requesterEmailVerified: true,
    });
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(createSupportRequest, request), 'unauthenticated');
  });

  it.each([
    ['a short subject', { ...request, subject: 'Hi' }],
    ['a short message', { ...request, message: 'Help' }],
    ['a huge message', { ...request, message: 'x'.repeat(5000) }],
    ['a message that is not text', { ...request, message: { text: 'hello there friend' } }],
    ['a forged requester', { ...request, requesterId: 'someone-else' }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const user = await createUser();
    await expectRefused(() => call(createSupportRequest, payload, user), 'invalid-argument');
  });
});
