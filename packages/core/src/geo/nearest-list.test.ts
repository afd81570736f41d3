import { describe, expect, it } from 'vitest';

import { NearestList, type Ranked, byDistance } from './nearest-list';

const entry = (id: string, distanceKm: number): Ranked<{ id: string }> => ({
  item: { id },
  distanceKm,
});

describe('byDistance', () => {
  it('orders nearest first and equal distances by id', () => {
    const sorted = [entry('b', 2), entry('c', 1), entry('a', 2), entry('a', 2)].sort(byDistance);
    expect(sorted.map(({ item, distanceKm }) => `${item.id}@${distanceKm}`)).toEqual([
      'c@1',
      'a@2',
      'a@2',
      'b@2',
    ]);
  });
});

describe('NearestList', () => {
  it('keeps every match sorted and returns the limit nearest', () => {
    const list = new NearestList<{ id: string }>(3);
    for (const [id, km] of [
      ['e', 5],
      ['a', 1],
      ['d', 4],
      ['c', 3],
      ['b', 3],
    ] as const) {
      list.add(entry(id, km));
    }
    expect(list.nearest().map(({ item }) => item.id)).toEqual(['a', 'b', 'c']);
    expect(list.kthDistanceKm()).toBe(3);
    expect(list.countWithin(3)).toBe(3);
    expect(list.countWithin(4.5)).toBe(4);
    expect(list.countWithin(0.5)).toBe(0);
  });

  it('has no limit-th distance while it holds fewer matches than the limit', () => {
    const list = new NearestList<{ id: string }>(2);
    expect(list.kthDistanceKm()).toBe(Number.POSITIVE_INFINITY);
    list.add(entry('a', 1));
    expect(list.kthDistanceKm()).toBe(Number.POSITIVE_INFINITY);
    expect(list.nearest()).toHaveLength(1);
    list.add(entry('b', 7));
    expect(list.kthDistanceKm()).toBe(7);
  });

  it('ignores a second copy of an id (a document read by two queries counts once)', () => {
    const list = new NearestList<{ id: string }>(5);
    list.add(entry('a', 2));
    list.add(entry('a', 1));
    expect(list.nearest()).toEqual([entry('a', 2)]);
    expect(list.countWithin(10)).toBe(1);
  });
});
