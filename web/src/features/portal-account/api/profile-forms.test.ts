import type { Account } from '@fundax/client';
import { describe, expect, it } from 'vitest';

import {
  organizationFormSchema,
  payoutFormFrom,
  payoutFormSchema,
  profileFormFrom,
  profileFormSchema,
  toOrganizationUpdate,
  toPayoutUpdate,
  toProfileUpdate,
} from './profile-forms';

const account: Account = {
  id: 'u1',
  role: 'partner',
  displayName: 'Miguel Baca',
  email: 'partner@fundax.test',
  emailVerified: true,
  phone: '(505) 555-0134',
  organization: { name: 'Baca’s Green Chile Kitchen', website: null },
  listings: [],
  payoutProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profile', () => {
  it('clears optional fields left empty (null), and sends categories only for angels', () => {
    const values = profileFormSchema.parse({
      ...profileFormFrom(account, null),
      phone: '',
      city: 'Albuquerque',
      categories: ['finance'],
    });
    expect(toProfileUpdate(values, false)).toEqual({
      displayName: 'Miguel Baca',
      phone: null,
      bio: '',
      city: 'Albuquerque',
      website: null,
    });
    expect(toProfileUpdate(values, true)).toMatchObject({ categories: ['finance'] });
  });

  it('allows at most five categories', () => {
    const six = ['finance', 'legal', 'retail', 'other', 'insurance', 'marketing'];
    expect(
      profileFormSchema.safeParse({ ...profileFormFrom(account, null), categories: six }).error
        ?.issues[0]?.message,
    ).toBe('Choose at most five categories.');
  });
});

describe('organization', () => {
  it('leaves an empty website out', () => {
    const values = organizationFormSchema.parse({ name: 'Baca’s', website: '' });
    expect(toOrganizationUpdate(values)).toEqual({ organization: { name: 'Baca’s' } });
  });
});

describe('payout details', () => {
  it('starts from the business name', () => {
    expect(payoutFormFrom(account)).toMatchObject({
      method: 'ach',
      payeeName: 'Baca’s Green Chile Kitchen',
    });
  });

  it('needs the account’s last four for direct deposit and an address for checks', () => {
    const message = (input: object) =>
      payoutFormSchema.safeParse({ ...payoutFormFrom(account), ...input }).error?.issues[0]
        ?.message;
    expect(message({ method: 'ach', accountLast4: '' })).toBe(
      'Enter the last four digits of the account for direct deposit.',
    );
    expect(message({ method: 'ach', accountLast4: '12a4' })).toBe(
      'Enter the last four digits of the account.',
    );
    expect(message({ method: 'check', mailingAddress: '' })).toBe(
      'Enter the address to mail checks to.',
    );
  });

  it('keeps only what the chosen method uses', () => {
    const values = payoutFormSchema.parse({
      method: 'check',
      payeeName: 'Baca’s LLC',
      accountLast4: '4821',
      mailingAddress: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    });
    expect(toPayoutUpdate(values)).toEqual({
      payoutProfile: {
        method: 'check',
        payeeName: 'Baca’s LLC',
        accountLast4: null,
        mailingAddress: '2011 Mountain Rd NW, Albuquerque, NM 87104',
      },
    });
  });
});
