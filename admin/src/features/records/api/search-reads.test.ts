import { describe, expect, it } from 'vitest';

import { searchSpellings } from './search-reads';

describe('searchSpellings', () => {
  it('tries the term as typed and with a capital first letter', () => {
    expect(searchSpellings(' garden ')).toEqual(['garden', 'Garden']);
  });

  it('tries a capitalised term once', () => {
    expect(searchSpellings('Garden Hops')).toEqual(['Garden Hops']);
  });

  it('tries nothing for an empty term', () => {
    expect(searchSpellings('   ')).toEqual([]);
  });
});
