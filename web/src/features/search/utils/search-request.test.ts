import type { SearchResult } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { searchPath } from '../../../utils/public-paths';
import { groupByKind, searchKey, searchRequestOf } from './search-request';

const params = (text: string) => new URLSearchParams(text);

describe('searchRequestOf', () => {
  it('reads the words trimmed and the kinds in their fixed order', () => {
    expect(searchRequestOf(params('q=%20gardn%20hops%20&kinds=fundraiser,event'))).toEqual({
      query: 'gardn hops',
      kinds: ['event', 'fundraiser'],
    });
  });

  it('takes no kinds, all three, or only unknown ones as every kind', () => {
    expect(searchRequestOf(params('q=pena')).kinds).toEqual([]);
    expect(searchRequestOf(params('q=pena&kinds=venue,event,fundraiser')).kinds).toEqual([]);
    expect(searchRequestOf(params('q=pena&kinds=profile,,x')).kinds).toEqual([]);
  });

  it('round-trips with searchPath, which names kinds only when narrowed', () => {
    expect(searchPath('Peña night')).toBe('/search?q=Pe%C3%B1a+night');
    expect(searchPath(' tacos ', ['venue', 'venue'])).toBe('/search?q=tacos&kinds=venue');
    expect(searchPath('tacos', ['event', 'venue', 'fundraiser'])).toBe('/search?q=tacos');
    const path = searchPath('Peña & co', ['venue', 'event']);
    expect(searchRequestOf(new URL(path, 'http://x').searchParams)).toEqual({
      query: 'Peña & co',
      kinds: ['event', 'venue'],
    });
  });

  it('keys searches by words and kinds', () => {
    expect(searchKey({ query: 'pena', kinds: [] })).not.toBe(
      searchKey({ query: 'pena', kinds: ['venue'] }),
    );
  });
});

describe('groupByKind', () => {
  const hit = (kind: 'event' | 'venue' | 'fundraiser', id: string) =>
    ({
      kind,
      id,
      title: id,
      score: 1,
      partnerId: 'p',
      eventStart: '',
      eventEnd: '',
    }) as SearchResult;

  it('orders groups by their best result and keeps the engine’s order inside each', () => {
    const groups = groupByKind([
      hit('venue', 'v1'),
      hit('event', 'e1'),
      hit('venue', 'v2'),
      hit('fundraiser', 'f1'),
      hit('event', 'e2'),
    ]);
    expect(groups.map((group) => [group.kind, group.items.map((item) => item.id)])).toEqual([
      ['venue', ['v1', 'v2']],
      ['event', ['e1', 'e2']],
      ['fundraiser', ['f1']],
    ]);
  });
});
