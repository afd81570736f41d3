import { describe, expect, it } from 'vitest';

import { MemoryPages } from './memory-pages';

const item = (id: string, hash: string) => ({ id, hash });
const ids = (items: { id: string }[]) => items.map(({ id }) => id);

describe('MemoryPages', () => {
  // Out of order on purpose: the index sorts by (hash, id) like orderBy(hash) over document ids.
  const index = () =>
    new MemoryPages([
      item('d', '9whbbbbbbb'),
      item('b', '9whaaaaaab'),
      item('a', '9whaaaaaaa'),
      item('c', '9whaaaaaab'),
      item('e', '9whccccccc'),
    ]);

  it('reads from startAt in (hash, id) order, up to the limit', async () => {
    const pages = index();
    const page = await pages.readPage({
      startAt: '9whaaaaaab',
      after: null,
      endBefore: null,
      limit: 2,
    });
    expect(ids(page)).toEqual(['b', 'c']);
    expect(pages.queries).toBe(1);
    expect(pages.documentsRead).toBe(2);
  });

  it('stops before endBefore', async () => {
    const page = await index().readPage({
      startAt: '9wh',
      after: null,
      endBefore: '9whbbbbbbb',
      limit: 10,
    });
    expect(ids(page)).toEqual(['a', 'b', 'c']);
  });

  it('goes on strictly after a cursor, even within one geohash', async () => {
    const pages = index();
    const first = await pages.readPage({ startAt: '0', after: null, endBefore: null, limit: 2 });
    expect(ids(first)).toEqual(['a', 'b']);
    const next = await pages.readPage({
      startAt: '0',
      after: first[1]!,
      endBefore: '9whccccccc',
      limit: 10,
    });
    expect(ids(next)).toEqual(['c', 'd']);
    expect(pages.queries).toBe(2);
    expect(pages.documentsRead).toBe(4);
  });

  it('reads down from below endBefore to startAt, and on strictly below a cursor', async () => {
    const pages = index();
    const first = await pages.readPage({
      startAt: '9whaaaaaab',
      after: null,
      endBefore: '9whccccccc',
      limit: 2,
      descending: true,
    });
    expect(ids(first)).toEqual(['d', 'c']);
    const next = await pages.readPage({
      startAt: '9whaaaaaab',
      after: first[1]!,
      endBefore: '9whccccccc',
      limit: 10,
      descending: true,
    });
    // 'a' lies below startAt.
    expect(ids(next)).toEqual(['b']);
    const top = await pages.readPage({
      startAt: '0',
      after: null,
      endBefore: null,
      limit: 1,
      descending: true,
    });
    expect(ids(top)).toEqual(['e']);
    expect(pages.queries).toBe(3);
    expect(pages.documentsRead).toBe(4);
  });

  it('returns an empty page past the end', async () => {
    const pages = index();
    const page = await pages.readPage({ startAt: 'z', after: null, endBefore: null, limit: 20 });
    expect(page).toEqual([]);
    expect(pages.queries).toBe(1);
    expect(pages.documentsRead).toBe(0);
  });
});
