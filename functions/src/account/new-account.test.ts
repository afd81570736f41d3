import { describe, expect, it } from 'vitest';

import { newAccount } from './new-account';

const now = new Date('2026-11-01T12:00:00Z');

describe('newAccount', () => {
  it('keeps contact details on the private account and lists a partner publicly', () => {
    const { user, profile } = newAccount(
      {
        role: 'partner',
        displayName: 'Miguel Baca',
        organization: { name: 'Baca Brewing', website: 'https://baca.example' },
        phone: '(505) 555-0134',
      },
      { email: 'miguel@example.test', emailVerified: false },
      now,
    );
    expect(user).toMatchObject({
      email: 'miguel@example.test',
      emailVerified: false,
      phone: '(505) 555-0134',
      organization: { name: 'Baca Brewing', website: 'https://baca.example' },
      listings: [],
      payoutProfile: null,
    });
    expect(profile).toMatchObject({
      organizationName: 'Baca Brewing',
      website: 'https://baca.example',
      listed: true,
      fundraiser: null,
    });
    expect(JSON.stringify(profile)).not.toMatch(/miguel@|555-0134/);
  });

  it('starts a fundraiser at zero and keeps angels unlisted', () => {
    const fundraiser = {
      title: 'Trip',
      story: 'x'.repeat(30),
      category: 'schools',
      goalCents: 500,
    };
    const fundaxer = newAccount(
      { role: 'fundaxer', displayName: 'Dana', fundraiser: { ...fundraiser, category: 'schools' } },
      { email: 'dana@example.test', emailVerified: true },
      now,
    );
    expect(fundaxer.user).toMatchObject({ email: 'dana@example.test', emailVerified: true });
    expect(fundaxer.profile.fundraiser).toEqual({ ...fundraiser, raisedCents: 0 });
    expect(fundaxer.profile.listed).toBe(true);
    const angel = newAccount(
      { role: 'angel', displayName: 'Priya' },
      // A phone sign-in has no email; nothing can be verified about none.
      { email: null, emailVerified: true },
      now,
    );
    expect(angel.profile.listed).toBe(false);
    expect(angel.user).toMatchObject({ email: null, emailVerified: false });
  });
});
