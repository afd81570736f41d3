import { catalogueShardOf } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { catalogueItemFrom, changesCatalogue, shardOfData } from './catalogue-sync';

const status = {
  approved: true,
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
  disabled: false,
};
const venue = {
  ownerId: 'u1',
  name: 'Nob Hill Taproom',
  address: '3407 Central Ave NE, Albuquerque, NM 87106',
  category: 'brewery',
  _geoloc: { lat: 35.08, lng: -106.6, hash: '9whp' },
  _status: status,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('catalogue sync decisions', () => {
  it('builds an entry from stored data, and none from a missing or broken document', () => {
    expect(catalogueItemFrom('venues', 'v1', venue)?.entry).toMatchObject({
      t: 'Nob Hill Taproom',
    });
    expect(catalogueItemFrom('venues', 'v1', null)).toBeNull();
    expect(catalogueItemFrom('venues', 'v1', { ...venue, name: 7 })).toBeNull();
  });

  it('writes only when what search shows changes', () => {
    expect(changesCatalogue('venues', 'v1', venue, { ...venue, description: 'New taps.' })).toBe(
      false,
    );
    expect(changesCatalogue('venues', 'v1', venue, { ...venue, name: 'Nob Hill Brewing' })).toBe(
      true,
    );
    expect(
      changesCatalogue('venues', 'v1', venue, { ...venue, _status: { ...status, disabled: true } }),
    ).toBe(true);
    expect(changesCatalogue('venues', 'v1', null, venue)).toBe(true);
    expect(changesCatalogue('venues', 'v1', venue, null)).toBe(true);
    expect(changesCatalogue('venues', 'v1', null, null)).toBe(false);
  });

  it('finds an entry’s shard from raw data, an event’s by its venue', () => {
    expect(shardOfData('events', 'e1', { venueId: 'v1' })).toBe(
      catalogueShardOf('venues', 'v1', 'v1'),
    );
    expect(shardOfData('events', 'e1', { title: 'no venue' })).toBeNull();
    expect(shardOfData('profiles', 'u1', {})).toBe(catalogueShardOf('profiles', 'u1', null));
    expect(shardOfData('venues', 'v1', null)).toBeNull();
  });
});
