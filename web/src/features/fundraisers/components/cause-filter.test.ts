import { describe, expect, it } from 'vitest';

import { causeFromSearch } from './cause-filter';

describe('cause filter', () => {
  it('reads only known causes from the address', () => {
    expect(causeFromSearch('youth-sports')).toBe('youth-sports');
    expect(causeFromSearch('Schools')).toBeNull();
    expect(causeFromSearch('')).toBeNull();
    expect(causeFromSearch(null)).toBeNull();
  });
});
