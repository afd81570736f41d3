import { setNotificationPreferences } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { expectRefused, member, ok, read } from '../test-support/fixtures';

describe('setNotificationPreferences', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('turns kinds and all email off and on, on the private account', async () => {
    const user = await member('fundaxer');
    expect(
      ok(
        await call(
          setNotificationPreferences,
          { email: { 'event-alert': false, 'payout-recorded': false } },
          user,
        ),
      ),
    ).toEqual({ emailOff: ['event-alert', 'payout-recorded'], allEmailOff: false });
    expect(
      ok(
        await call(
          setNotificationPreferences,
          { email: { 'payout-recorded': true }, allEmail: false },
          user,
        ),
      ),
    ).toEqual({ emailOff: ['event-alert'], allEmailOff: true });
    expect((await read('users', user.uid)).notificationSettings).toEqual({
      emailOff: ['event-alert'],
      allEmailOff: true,
    });
  });

  it('writes nothing when nothing changes', async () => {
    const user = await member('angel');
    ok(await call(setNotificationPreferences, { email: { 'event-alert': false } }, user));
    const before = (await read('users', user.uid)).updatedAt;
    ok(await call(setNotificationPreferences, { email: { 'event-alert': false } }, user));
    expect((await read('users', user.uid)).updatedAt).toEqual(before);
  });

  it('refuses visitors, users without an account, and unknown kinds', async () => {
    await expectRefused(
      () => call(setNotificationPreferences, { allEmail: false }),
      'unauthenticated',
    );
    await expectRefused(
      async () => call(setNotificationPreferences, { allEmail: false }, await createUser()),
      'failed-precondition',
    );
    const user = await member('partner');
    await expectRefused(
      () => call(setNotificationPreferences, { email: { newsletter: false } }, user),
      'invalid-argument',
    );
    await expectRefused(() => call(setNotificationPreferences, {}, user), 'invalid-argument');
  });
});
