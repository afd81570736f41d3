import { updateProfile } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import {
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

const payoutProfile = { method: 'ach', payeeName: 'Dana Yazzie', accountLast4: '1234' };

describe('updateProfile', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('keeps contact and payout details private and shows the rest on the profile', async () => {
    const fundaxer = await member('fundaxer');
    const result = await call(
      updateProfile,
      {
        phone: '(505) 555-0199',
        bio: 'Band parent and organizer.',
        city: 'Rio Rancho',
        categories: ['nonprofit'],
        payoutProfile,
      },
      fundaxer,
    );
    expect(ok(result)).toEqual({ uid: fundaxer.uid });
    const account = await read('users', fundaxer.uid);
    expect(account.phone).toBe('(505) 555-0199');
    expect(account.payoutProfile).toMatchObject(payoutProfile);
    const profile = await read('profiles', fundaxer.uid);
    expect(profile).toMatchObject({ bio: 'Band parent and organizer.', city: 'Rio Rancho' });
    expect(profile).not.toHaveProperty('phone');
    expect(profile).not.toHaveProperty('payoutProfile');
    // Only strings no generated id or timestamp can contain: a random uid once held "ach".
    expect(JSON.stringify(profile)).not.toMatch(/555-0199|Dana Yazzie|accountLast4/);
  });

  it('shows what the fundraiser’s events raised when its story changes (recomputed)', async () => {
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue((await member('partner')).uid);
    await seedEvent(venueId, {
      start: inHours(-5),
      end: inHours(-2),
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
      salesCents: 82_000, // 15%: $123.00
    });
    // A total that drifted from the events is put right.
    await adminDb().doc(`profiles/${fundaxer.uid}`).update({ 'fundraiser.raisedCents': 1 });
    const fundraiser = {
      title: 'New uniforms',
      story: 'Our band needs new uniforms before the season.',
      category: 'schools',
      goalCents: 900_000,
    };
    ok(await call(updateProfile, { fundraiser }, fundaxer));
    expect((await read('profiles', fundaxer.uid)).fundraiser).toEqual({
      ...fundraiser,
      raisedCents: 12_300,
    });
    // Stopping the fundraiser and starting one again shows the same total.
    ok(await call(updateProfile, { fundraiser: null }, fundaxer));
    ok(await call(updateProfile, { fundraiser }, fundaxer));
    expect((await read('profiles', fundaxer.uid)).fundraiser?.raisedCents).toBe(12_300);
  });

  it('clears an optional field with null', async () => {
    const partner = await member('partner');
    ok(await call(updateProfile, { city: 'Albuquerque' }, partner));
    ok(await call(updateProfile, { city: null }, partner));
    expect((await read('profiles', partner.uid)).city).toBeNull();
  });

  it('renames a fundaxer on their events too', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer', { displayName: 'Dana Y' });
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, { fundaxer: { id: fundaxer.uid, name: 'Dana Y' } });
    ok(await call(updateProfile, { displayName: 'Dana Yazzie' }, fundaxer));
    expect((await read('events', eventId)).fundaxerName).toBe('Dana Yazzie');
    expect((await read('users', fundaxer.uid)).displayName).toBe('Dana Yazzie');
  });

  it('refuses a fundraiser for a partner with permission-denied', async () => {
    const partner = await member('partner');
    const fundraiser = {
      title: 'Something',
      story: 'A story that is long enough to pass.',
      category: 'schools',
      goalCents: 10_000,
    };
    await expectRefused(() => call(updateProfile, { fundraiser }, partner), 'permission-denied');
  });

  it('refuses payout details until the email is verified, and lets them be cleared', async () => {
    const fundaxer = await member('fundaxer', { emailVerified: false });
    await expectRefused(
      () => call(updateProfile, { payoutProfile }, fundaxer),
      'failed-precondition',
    );
    ok(await call(updateProfile, { payoutProfile: null, bio: 'Band parent.' }, fundaxer));
    expect(await read('users', fundaxer.uid)).toMatchObject({ payoutProfile: null });
  });

  it('refuses payout details for an angel with permission-denied', async () => {
    const angel = await member('angel');
    await expectRefused(() => call(updateProfile, { payoutProfile }, angel), 'permission-denied');
  });

  it('refuses a signed-in user without an account with failed-precondition', async () => {
    const user = await createUser();
    await expectRefused(() => call(updateProfile, { bio: 'Hi' }, user), 'failed-precondition');
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(updateProfile, { bio: 'Hi' }), 'unauthenticated');
  });

  it.each([
    ['an empty update', {}],
    ['a role change', { role: 'partner' }],
    ['a one-letter name', { displayName: 'D' }],
    ['a bad phone number', { phone: '12' }],
    ['a bad website', { website: 'javascript:alert(1)' }],
    ['an unknown category', { categories: ['crypto'] }],
    [
      'six categories',
      { categories: ['finance', 'legal', 'retail', 'other', 'marketing', 'insurance'] },
    ],
    ['a bad payout method', { payoutProfile: { ...payoutProfile, method: 'cash' } }],
    ['a raised amount as input', { fundraiser: { title: 'Trip', raisedCents: 100 } }],
    ['a listed flag', { listed: true }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const fundaxer = await member('fundaxer');
    await expectRefused(() => call(updateProfile, payload, fundaxer), 'invalid-argument');
  });
});
