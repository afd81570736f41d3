import type { PublicVenue } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { groupByCategory } from './venue-directory';

describe('venue directory', () => {
  it('groups venues under their category, in catalogue order, skipping empty ones', () => {
    const venues = [
      { id: 'b', category: 'bakery' },
      { id: 'r1', category: 'restaurant' },
      { id: 'r2', category: 'restaurant' },
    ] as PublicVenue[];
    expect(
      groupByCategory(venues).map((group) => [group.category, group.venues.map((v) => v.id)]),
    ).toEqual([
      ['restaurant', ['r1', 'r2']],
      ['bakery', ['b']],
    ]);
  });
});
