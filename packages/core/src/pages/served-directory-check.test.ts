import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { toPublicVenue } from '../callables/public-shapes';
import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import { toGroupView, toPublicProfile } from './directory-views';
import { type ServedDirectory, servedDirectorySchema } from './served-directory';
import {
  SERVED_DIRECTORY_FILES,
  isServedDirectoryPath,
  servedDirectoryOrNull,
} from './served-directory-check';

const profile = toPublicProfile(parseDocument('profiles', 'u1', sampleDocuments.profiles));
const venue = toPublicVenue(parseDocument('venues', 'v1', sampleDocuments.venues));
const group = toGroupView(
  parseDocument('networkingGroups', 'g1', sampleDocuments.networkingGroups),
);
const readAt = '2026-11-29T19:00:00.000Z';
const partners: ServedDirectory = { kind: 'partners', partners: [profile], readAt };
const businesses: ServedDirectory = {
  kind: 'businesses',
  category: null,
  venues: [venue],
  groups: [group],
  readAt,
};
const fundraiser = {
  title: 'New uniforms',
  story: 'Our band marches in borrowed coats.',
  category: 'schools',
  goalCents: 500_000,
  raisedCents: 12_500,
};

/** Values a field may wrongly hold, and some a field of another kind rightly holds. */
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'food',
  'restaurant',
  'partner',
  'Albuquerque',
  0,
  -1,
  1.5,
  Number.NaN,
  true,
  {},
  [],
  ['food'],
  ['nope'],
  '2026-12-05T18:00:00Z',
  '2026-12-05',
  fundraiser,
  { ...fundraiser, category: 'nope' },
];

function byZod(value: unknown): ServedDirectory | null {
  const parsed = servedDirectorySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Every value in every field of `item`, placed in the page by `place`, judged as zod does. */
function agreeFieldByField(item: Record<string, unknown>, place: (item: unknown) => unknown) {
  for (const key of Object.keys(item)) {
    for (const wrong of VALUES) {
      const value = place({ ...item, [key]: wrong });
      expect(servedDirectoryOrNull(value) === null, `${key} = ${JSON.stringify(wrong)}`).toBe(
        byZod(value) === null,
      );
    }
  }
}

describe('servedDirectoryOrNull, held to servedDirectorySchema', () => {
  it('takes both directories as the schema does', () => {
    for (const value of [
      partners,
      { ...partners, partners: [] },
      { ...partners, partners: [{ ...profile, fundraiser }] },
      businesses,
      { ...businesses, category: 'restaurant', groups: [] },
      { ...businesses, venues: [{ ...venue, image: null, website: null, imageUrl: null }] },
    ]) {
      expect(servedDirectoryOrNull(value), JSON.stringify(value)).toEqual(byZod(value));
      expect(servedDirectoryOrNull(value)).not.toBeNull();
    }
  });

  it('gives an older venue without an image the schema’s default, null', () => {
    const { image: _dropped, ...older } = venue;
    const value = { ...businesses, venues: [older] };
    expect(servedDirectoryOrNull(value)).toEqual(byZod(value));
    expect(servedDirectoryOrNull(value)?.kind === 'businesses').toBe(true);
  });

  it('refuses what the schema refuses, field by field', () => {
    agreeFieldByField(profile, (item) => ({ ...partners, partners: [item] }));
    agreeFieldByField(fundraiser, (item) => ({
      ...partners,
      partners: [{ ...profile, fundraiser: item }],
    }));
    agreeFieldByField(venue, (item) => ({ ...businesses, venues: [item] }));
    agreeFieldByField(group, (item) => ({ ...businesses, groups: [item] }));
    agreeFieldByField(partners, (page) => page);
    agreeFieldByField(businesses, (page) => page);
  });

  it('agrees with the schema on any JSON in any field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(venue)),
        fc.constantFrom(...Object.keys(group)),
        fc.jsonValue(),
        (venueKey, groupKey, wrong) => {
          for (const value of [
            { ...businesses, venues: [{ ...venue, [venueKey]: wrong }] },
            { ...businesses, groups: [{ ...group, [groupKey]: wrong }] },
            { ...partners, partners: [{ ...profile, [groupKey]: wrong }] },
          ]) {
            expect(servedDirectoryOrNull(value) === null).toBe(byZod(value) === null);
          }
        },
      ),
    );
  });

  it('refuses what is not a directory at all, and an event page', () => {
    for (const value of [null, 'partners', 1, [], {}, [partners], { ...partners, kind: 'event' }]) {
      expect(servedDirectoryOrNull(value)).toBeNull();
    }
  });
});

describe('SERVED_DIRECTORY_FILES', () => {
  it('names a file for each served directory that no clean URL of its path serves', () => {
    expect(Object.keys(SERVED_DIRECTORY_FILES)).toEqual(['/partners', '/businesses']);
    for (const [path, file] of Object.entries(SERVED_DIRECTORY_FILES)) {
      expect(isServedDirectoryPath(path)).toBe(true);
      expect(file).not.toBe(`${path.slice(1)}.html`);
      expect(file).not.toBe(`${path.slice(1)}/index.html`);
    }
    expect(isServedDirectoryPath('/funders')).toBe(false);
    expect(isServedDirectoryPath('toString')).toBe(false);
  });
});
