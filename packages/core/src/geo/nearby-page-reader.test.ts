import { describe, expect, it } from 'vitest';

import { CellCounts } from './cell-counts';
import { POSITION_END, hashOf } from './geohash-cells';
import { MemoryPages } from './memory-pages';
import {
  type NearbyCandidate,
  type PageRequest,
  type RangeQuery,
  pageRequest,
  readCellCounts,
  readQuery,
} from './nearby-page-reader';

/** A document at a geohash position (the reader never looks at lat and lng). */
const at = (id: string, position: number): NearbyCandidate => ({
  id,
  hash: hashOf(position),
  lat: 0,
  lng: 0,
});

// Two documents share position 1,300: a page that stops on one of them cannot know it read both.
const documents = [
  at('a', 1_000),
  at('b', 1_100),
  at('c', 1_200),
  at('d', 1_300),
  at('e', 1_300),
  at('f', 1_400),
];

/** The index, recording each request it answers. */
function index() {
  const pages = new MemoryPages(documents);
  const requests: PageRequest<NearbyCandidate>[] = [];
  const readPage = (request: PageRequest<NearbyCandidate>) => {
    requests.push(request);
    return pages.readPage(request);
  };
  return { readPage, requests };
}

const ids = (items: readonly { id: string }[]) => items.map(({ id }) => id);
const range = { start: 900, end: 1_500 };
const up = (resume: RangeQuery<NearbyCandidate>['resume'] = null) =>
  ({ range, resume, direction: 'up' }) as const;
const down = (resume: RangeQuery<NearbyCandidate>['resume'] = null) =>
  ({ range, resume, direction: 'down' }) as const;

describe('pageRequest', () => {
  it('asks for a new range reading up from its start, and down from its end', () => {
    expect(pageRequest(up(), 20)).toEqual({
      startAt: hashOf(900),
      after: null,
      endBefore: hashOf(1_500),
      limit: 20,
    });
    expect(pageRequest(down(), 20)).toEqual({
      startAt: hashOf(900),
      after: null,
      endBefore: hashOf(1_500),
      limit: 20,
      descending: true,
    });
  });

  it('asks for a next page after the last item, from where the query started', () => {
    const after = documents[1]!;
    // Reading up, startAt is the query's own start, so the request is the same query's next
    // page even when the range it goes on into starts higher.
    expect(pageRequest(up({ after, from: 800 }), 5)).toMatchObject({ startAt: hashOf(800), after });
    expect(pageRequest(down({ after, from: 2_000 }), 5)).toMatchObject({
      startAt: hashOf(900),
      after,
      descending: true,
    });
  });

  it('has no upper bound for a range that runs to the end of the world', () => {
    const last = { range: { start: 5, end: POSITION_END }, resume: null, direction: 'up' as const };
    expect(pageRequest(last, 20).endBefore).toBeNull();
  });
});

describe('readQuery', () => {
  it('settles all of the range when the page comes back short', async () => {
    const { readPage } = index();
    const page = await readQuery(readPage, up(), 20);
    expect(ids(page.items)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(page).toMatchObject({ startsRange: true, full: false, start: 900, stop: 1_500 });
    expect(page.resume).toEqual({ after: documents[5], from: 900 });
  });

  it('reading up, a full page leaves its last position unread: more may share it', async () => {
    const { readPage, requests } = index();
    const first = await readQuery(readPage, up(), 4);
    expect(ids(first.items)).toEqual(['a', 'b', 'c', 'd']);
    expect(first).toMatchObject({ full: true, start: 900, stop: 1_300 });
    // The next page goes on after d, so e (at the same position) is read, and f.
    const next = await readQuery(
      readPage,
      { ...up(first.resume), range: { start: 1_300, end: 1_500 } },
      4,
    );
    expect(requests[1]).toMatchObject({ startAt: hashOf(900), after: documents[3] });
    expect(ids(next.items)).toEqual(['e', 'f']);
    expect(next).toMatchObject({ startsRange: false, full: false, start: 1_300, stop: 1_500 });
    expect(next.resume).toEqual({ after: documents[5], from: 900 });
  });

  it('reading down, a full page settles from its last position up', async () => {
    const { readPage } = index();
    const first = await readQuery(readPage, down(), 2);
    expect(ids(first.items)).toEqual(['f', 'e']);
    expect(first).toMatchObject({ full: true, start: 1_301, stop: 1_500 });
    expect(first.resume).toEqual({ after: documents[4], from: 1_500 });
    const next = await readQuery(
      readPage,
      { ...down(first.resume), range: { start: 900, end: 1_301 } },
      2,
    );
    expect(ids(next.items)).toEqual(['d', 'c']);
    expect(next).toMatchObject({ startsRange: false, start: 1_201, stop: 1_301 });
    expect(next.resume).toEqual({ after: documents[2], from: 1_500 });
  });

  it('an empty next page keeps the cursor; an empty new range has none', async () => {
    const { readPage } = index();
    const after = documents[5]!;
    const emptyNext = await readQuery(
      readPage,
      { range: { start: 1_401, end: 1_500 }, resume: { after, from: 900 }, direction: 'up' },
      20,
    );
    expect(emptyNext).toMatchObject({ items: [], startsRange: false, start: 1_401, stop: 1_500 });
    expect(emptyNext.resume).toEqual({ after, from: 900 });
    const emptyNew = await readQuery(
      readPage,
      { range: { start: 0, end: 1_000 }, resume: null, direction: 'down' },
      20,
    );
    expect(emptyNew).toMatchObject({ items: [], startsRange: true, full: false, start: 0 });
    expect(emptyNew.resume).toBeNull();
  });
});

describe('readCellCounts', () => {
  const shard = (name: string, counts: Record<string, number> | null) => ({ shard: name, counts });

  it('gives the counts, and what reading them cost', async () => {
    const read = await readCellCounts(() =>
      Promise.resolve({ shards: [shard('9wh', { '9whaaa': 7 })], documentsRead: 1 }),
    );
    expect(read.documentsRead).toBe(1);
    expect(read.counts).toBeInstanceOf(CellCounts);
    expect(read.counts!.expected(0, POSITION_END, 0)).toBeGreaterThanOrEqual(7);
  });

  it('plans without counts when a shard was never counted, but still pays for the reads', async () => {
    const read = await readCellCounts(() =>
      Promise.resolve({
        shards: [shard('9wh', { '9whaaa': 7 }), shard('9wk', null)],
        documentsRead: 2,
      }),
    );
    expect(read).toEqual({ counts: null, documentsRead: 2 });
  });

  it('plans without counts when there are none to read', async () => {
    expect(await readCellCounts(() => Promise.resolve(null))).toEqual({
      counts: null,
      documentsRead: 0,
    });
  });
});
