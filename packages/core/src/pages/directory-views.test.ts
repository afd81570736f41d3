import { describe, expect, it } from 'vitest';

import { profileName } from '../record-labels';
import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import { venueCategoryFromSearch } from '../schemas/category-lists';
import { toGroupView, toPublicProfile } from './directory-views';

describe('directory views', () => {
  it('reads only known categories from the address', () => {
    expect(venueCategoryFromSearch('brewery')).toBe('brewery');
    expect(venueCategoryFromSearch('casino')).toBeNull();
    expect(venueCategoryFromSearch(null)).toBeNull();
  });

  it('keep a profile’s public fields: no dates or listed flag (slices stay serialisable)', () => {
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
    // A public profile is what profileName names.
    expect(profileName(profile)).toBe('Baca’s Green Chile Kitchen');
    expect(profileName({ ...profile, organizationName: null })).toBe('Miguel Baca');
  });

  it('keep a group’s fields without its dates', () => {
    const group = toGroupView(
      parseDocument('networkingGroups', 'g1', sampleDocuments.networkingGroups),
    );
    expect(group).not.toHaveProperty('createdAt');
    expect(group).not.toHaveProperty('updatedAt');
    expect(group.id).toBe('g1');
  });
});
