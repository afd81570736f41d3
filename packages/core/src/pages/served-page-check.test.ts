import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import { toEventView } from './event-view';
import { type ServedPage, servedPageSchema } from './served-page';
import { servedPageOrNull } from './served-page-check';

const page: ServedPage = {
  kind: 'event',
  id: 'e1',
  event: toEventView(parseDocument('events', 'e1', sampleDocuments.events)),
  readAt: '2026-11-25T02:00:00.000Z',
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
    for (const key of Object.keys(page)) {
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

  it('refuses what is not a page at all', () => {
    for (const value of [null, 'event', 1, [], {}, [page]]) {
      expect(servedPageOrNull(value)).toBeNull();
    }
  });
});
