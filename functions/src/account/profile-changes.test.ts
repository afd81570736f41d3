import { FundaxError } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { assertMayChangePayout, profileChanges } from './profile-changes';

const now = new Date('2026-11-01T12:00:00Z');
const noFundraiser = { fundraiser: null };

describe('profileChanges', () => {
  it('splits private and public fields and stamps only the documents that change', () => {
    expect(
      profileChanges({ phone: '(505) 555-0134', bio: 'Hi' }, 'partner', noFundraiser, now),
    ).toEqual({
      user: { phone: '(505) 555-0134', updatedAt: now },
      profile: { bio: 'Hi', updatedAt: now },
    });
    expect(profileChanges({ city: null }, 'angel', noFundraiser, now).user).toEqual({});
  });

  it('writes a new name to both documents and an organization name to the profile', () => {
    const changes = profileChanges(
      { displayName: 'Dana Y', organization: { name: 'Band Boosters' } },
      'fundaxer',
      noFundraiser,
      now,
    );
    expect(changes.user).toMatchObject({
      displayName: 'Dana Y',
      organization: { name: 'Band Boosters', website: null },
    });
    expect(changes.profile).toMatchObject({
      displayName: 'Dana Y',
      organizationName: 'Band Boosters',
    });
    expect(
      profileChanges({ organization: null }, 'partner', noFundraiser, now).profile,
    ).toMatchObject({
      organizationName: null,
    });
  });

  it('keeps what a fundraiser raised when it is rewritten', () => {
    const fundraiser = {
      title: 'Trip',
      story: 'x'.repeat(30),
      category: 'schools' as const,
      goalCents: 900,
    };
    const current = { fundraiser: { ...fundraiser, raisedCents: 420 } };
    expect(profileChanges({ fundraiser }, 'fundaxer', current, now).profile.fundraiser).toEqual({
      ...fundraiser,
      raisedCents: 420,
    });
    expect(
      profileChanges({ fundraiser: null }, 'fundaxer', current, now).profile.fundraiser,
    ).toBeNull();
  });

  it('refuses a fundraiser for non-fundaxers and payout details for angels', () => {
    const fundraiser = {
      title: 'Trip',
      story: 'x'.repeat(30),
      category: 'schools' as const,
      goalCents: 900,
    };
    const payoutProfile = {
      method: 'check' as const,
      payeeName: 'Priya',
      accountLast4: null,
      mailingAddress: null,
    };
    for (const attempt of [
      () => profileChanges({ fundraiser }, 'partner', noFundraiser, now),
      () => profileChanges({ payoutProfile }, 'angel', noFundraiser, now),
    ]) {
      expect(attempt).toThrow(FundaxError);
      expect(attempt).toThrow(expect.objectContaining({ code: 'permission-denied' }));
    }
  });
});

describe('assertMayChangePayout', () => {
  const payoutProfile = {
    method: 'ach' as const,
    payeeName: 'Dana Yazzie',
    accountLast4: '1234',
    mailingAddress: null,
  };

  it('needs a verified email to set payout details, never to clear them or for other fields', () => {
    expect(() => assertMayChangePayout({ payoutProfile }, false)).toThrow(
      expect.objectContaining({ code: 'failed-precondition' }),
    );
    expect(() => assertMayChangePayout({ payoutProfile }, true)).not.toThrow();
    expect(() => assertMayChangePayout({ payoutProfile: null }, false)).not.toThrow();
    expect(() => assertMayChangePayout({ displayName: 'Dana' }, false)).not.toThrow();
  });
});
