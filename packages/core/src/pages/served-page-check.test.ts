import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import { toEventView } from './event-view';
import { type ServedFundraiser, type ServedPage, servedPageSchema } from './served-page';
import { SERVED_PAGE_FRESH_MS, isFreshServedCopy, servedPageOrNull } from './served-page-check';

const page: ServedPage = {
  kind: 'event',
  id: 'e1',
  event: toEventView(parseDocument('events', 'e1', sampleDocuments.events)),
  readAt: '2026-11-25T02:00:00.000Z',
};
const fundraiser: ServedFundraiser = {
  id: 'u-fundaxer',
  displayName: 'Ana Ruiz',
  organizationName: 'Valley High Band',
  city: 'Albuquerque',
  fundraiser: {
    title: 'New uniforms',
    category: 'schools',
    goalCents: 500_000,
    raisedCents: 12_500,
  },
};
const image = {
  fileId: 'f1',
  variants: [
    { name: 'thumb', url: 'https://files.fundax.test/f1/thumb.webp', width: 400, height: 300 },
    { name: 'card', url: 'https://files.fundax.test/f1/card.webp', width: 1200, height: 900 },
  ],
};

/** Values a field may wrongly hold, and some a field of another kind rightly holds. */
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'schools',
  0,
  -1,
  20,
  1.5,
  Number.NaN,
  true,
  false,
  {},
  [],
  '2026-12-05T18:00:00-07:00',
  '2026-12-05T18:00:00Z',
  '2026-12-05',
  '2026-12-05 18:00',
  'https://example.test/a.png',
  'ftp://example.test/a.png',
  image,
  { fileId: 'f1', variants: [] },
  { fileId: 'f1', variants: [{ ...image.variants[0], url: 'not a url' }] },
  { fileId: 'f1', variants: [{ ...image.variants[0], width: 0 }] },
  { fileId: 'f1', variants: [{ ...image.variants[0], name: 'huge' }] },
];

/** The verdict and data zod gives (null when the schema refuses it). */
function byZod(value: unknown): ServedPage | null {
  const parsed = servedPageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('servedPageOrNull, held to servedPageSchema', () => {
  it('takes a served page as the schema does, image or none', () => {
    for (const value of [
      page,
      { ...page, event: { ...page.event, image } },
      { ...page, event: { ...page.event, image: null } },
      { ...page, event: { ...page.event, fundaxerId: null, fundaxerName: null, goalCents: null } },
      { ...page, fundraiser },
      { ...page, fundraiser: null },
      { ...page, fundraiser: { ...fundraiser, organizationName: null, city: null } },
      { ...page, fundraiser: { ...fundraiser, fundraiser: null } },
    ]) {
      expect(servedPageOrNull(value)).toEqual(byZod(value));
      expect(servedPageOrNull(value)).not.toBeNull();
    }
  });

  it('gives an older payload without an image the schema’s default, null', () => {
    const { image: _dropped, ...older } = page.event;
    const value = { ...page, event: older };
    expect(servedPageOrNull(value)).toEqual(byZod(value));
    expect(servedPageOrNull(value)?.event.image).toBeNull();
  });

  it('refuses what the schema refuses, field by field', () => {
    for (const key of Object.keys(page.event)) {
      for (const wrong of VALUES) {
        const value = { ...page, event: { ...page.event, [key]: wrong } };
        expect(servedPageOrNull(value) === null, `event.${key} = ${JSON.stringify(wrong)}`).toBe(
          byZod(value) === null,
        );
      }
    }
    for (const key of Object.keys(fundraiser)) {
      for (const wrong of VALUES) {
        const value = { ...page, fundraiser: { ...fundraiser, [key]: wrong } };
        expect(
          servedPageOrNull(value) === null,
          `fundraiser.${key} = ${JSON.stringify(wrong)}`,
        ).toBe(byZod(value) === null);
      }
    }
    for (const key of Object.keys(fundraiser.fundraiser!)) {
      for (const wrong of VALUES) {
        const value = {
          ...page,
          fundraiser: { ...fundraiser, fundraiser: { ...fundraiser.fundraiser, [key]: wrong } },
        };
        expect(
          servedPageOrNull(value) === null,
          `fundraiser.fundraiser.${key} = ${JSON.stringify(wrong)}`,
        ).toBe(byZod(value) === null);
      }
    }
    for (const key of [...Object.keys(page), 'fundraiser']) {
      for (const wrong of VALUES) {
        const value = { ...page, [key]: wrong };
        expect(servedPageOrNull(value) === null, `${key} = ${JSON.stringify(wrong)}`).toBe(
          byZod(value) === null,
        );
      }
    }
  });

  it('agrees with the schema on any JSON in any field', () => {
    const keys = Object.keys(page.event);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, wrong) => {
        const value = { ...page, event: { ...page.event, [key]: wrong } };
        expect(servedPageOrNull(value) === null).toBe(byZod(value) === null);
      }),
    );
  });

  it('keeps only the fundraiser’s own fields, as the schema does', () => {
    const value = {
      ...page,
      fundraiser: { ...fundraiser, bio: 'x', fundraiser: { ...fundraiser.fundraiser, story: 'y' } },
    };
    expect(servedPageOrNull(value)).toEqual(byZod(value));
    expect(servedPageOrNull(value)?.fundraiser).toEqual(fundraiser);
  });

  it('refuses what is not a page at all', () => {
    for (const value of [null, 'event', 1, [], {}, [page]]) {
      expect(servedPageOrNull(value)).toBeNull();
    }
  });
});

describe('isFreshServedCopy', () => {
  const readAt = '2026-11-25T02:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(readAt) + ms);

  it('holds a copy fresh for SERVED_PAGE_FRESH_MS after it was read', () => {
    expect(isFreshServedCopy(readAt, at(0))).toBe(true);
    expect(isFreshServedCopy(readAt, at(SERVED_PAGE_FRESH_MS))).toBe(true);
    expect(isFreshServedCopy(readAt, at(SERVED_PAGE_FRESH_MS + 1))).toBe(false);
  });

  it('reads again a copy dated ahead of the clock (a clock set wrong)', () => {
    expect(isFreshServedCopy(readAt, at(-1))).toBe(false);
  });
});
