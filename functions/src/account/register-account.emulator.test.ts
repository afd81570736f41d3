import { registerAccount } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { expectFailure, expectRefused, member, ok, read } from '../test-support/fixtures';

const partner = {
  role: 'partner',
  displayName: 'Miguel Baca',
  organization: { name: 'Baca Brewing' },
  phone: '(505) 555-0134',
};

describe('registerAccount', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('creates the private account and the listed public profile of a partner', async () => {
    const user = await createUser();
    expect(ok(await call(registerAccount, partner, user))).toEqual({
      uid: user.uid,
      role: 'partner',
    });
    const account = await read('users', user.uid);
    expect(account).toMatchObject({
      role: 'partner',
      displayName: 'Miguel Baca',
      email: user.email,
      // A fresh password sign-up: the email is only what was typed until it is verified.
      emailVerified: false,
      phone: '(505) 555-0134',
      organization: { name: 'Baca Brewing', website: null },
      listings: [],
      payoutProfile: null,
    });
    const profile = await read('profiles', user.uid);
    expect(profile).toMatchObject({
      role: 'partner',
      displayName: 'Miguel Baca',
      organizationName: 'Baca Brewing',
      listed: true,
    });
    expect(JSON.stringify(profile)).not.toContain(user.email);
    expect(JSON.stringify(profile)).not.toContain('555-0134');
  });

  it('starts a fundaxer’s fundraiser at zero raised', async () => {
    const user = await createUser();
    const fundraiser = {
      title: 'Band trip',
      story: 'Our marching band is going to the state finals.',
      category: 'schools',
      goalCents: 250_000,
    };
    ok(
      await call(
        registerAccount,
        { role: 'fundaxer', displayName: 'Dana Yazzie', fundraiser },
        user,
      ),
    );
    expect((await read('profiles', user.uid)).fundraiser).toEqual({
      ...fundraiser,
      raisedCents: 0,
    });
  });

  it('keeps an angel unlisted until their application is approved', async () => {
    const user = await createUser();
    ok(await call(registerAccount, { role: 'angel', displayName: 'Priya Raman' }, user));
    expect((await read('profiles', user.uid)).listed).toBe(false);
  });

  it('refuses a second registration with already-exists and changes nothing', async () => {
    const user = await member('angel');
    await expectRefused(() => call(registerAccount, partner, user), 'already-exists');
  });

  it('creates one account when the same user registers twice at once', async () => {
    const user = await createUser();
    const results = await Promise.all([
      call(registerAccount, partner, user),
      call(registerAccount, { role: 'angel', displayName: 'Miguel' }, user),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    if (refused) expectFailure(refused, 'already-exists');
    const winner = results.find((result) => result.ok);
    expect((await read('users', user.uid)).role).toBe(winner?.ok ? winner.data.role : null);
    expect((await read('profiles', user.uid)).role).toBe(winner?.ok ? winner.data.role : null);
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(registerAccount, partner), 'unauthenticated');
  });

  it.each([
    ['an unknown role', { ...partner, role: 'admin' }],
    ['a missing role', { displayName: 'Miguel Baca', organization: { name: 'Baca' } }],
    ['a one-letter name', { ...partner, displayName: 'M' }],
    ['a name that is not text', { ...partner, displayName: 42 }],
    ['a partner without a business name', { role: 'partner', displayName: 'Miguel Baca' }],
    ['a bad phone number', { ...partner, phone: 'call me' }],
    ['a non-fundaxer fundraiser', { ...partner, fundraiser: { title: 'x' } }],
    [
      'a website that is not https',
      { ...partner, organization: { name: 'B', website: 'ftp://x' } },
    ],
    ['an unknown field', { ...partner, listed: true }],
    ['a forged status', { ...partner, _status: { approved: true } }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const user = await createUser();
    await expectRefused(() => call(registerAccount, payload, user), 'invalid-argument');
  });
});
