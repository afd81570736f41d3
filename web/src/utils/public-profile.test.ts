import { profileName } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { toPublicProfile } from './public-profile';

describe('public profile', () => {
  it('drops the dates and the listed flag (slices stay serialisable)', () => {
    const profile = toPublicProfile({
      id: 'demo-partner',
      role: 'partner',
      displayName: 'Miguel Baca',
      organizationName: 'Baca’s Green Chile Kitchen',
      bio: '',
      city: 'Albuquerque',
      website: null,
      imageUrl: null,
      categories: [],
      fundraiser: null,
      listed: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'bio',
        'categories',
        'city',
        'displayName',
        'fundraiser',
        'id',
        'imageUrl',
        'organizationName',
        'role',
        'website',
      ].sort(),
    );
    // A public profile is what core's profileName names.
    expect(profileName(profile)).toBe('Baca’s Green Chile Kitchen');
    expect(profileName({ ...profile, organizationName: null })).toBe('Miguel Baca');
  });
});
