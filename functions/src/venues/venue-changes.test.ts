import { encodeGeohash } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { eventFollowUp, venueChanges } from './venue-changes';

const now = new Date('2026-11-01T12:00:00Z');
const abq = { lat: 35.0844, lng: -106.6504, hash: encodeGeohash([35.0844, -106.6504]) };

describe('venueChanges', () => {
  it('gives a moved venue a new geohash and keeps other fields as sent', () => {
    expect(venueChanges({ id: 'v1', location: [35.2328, -106.663], phone: null }, now)).toEqual({
      _geoloc: { lat: 35.2328, lng: -106.663, hash: encodeGeohash([35.2328, -106.663]) },
      locationSource: null,
      locationPrecision: null,
      phone: null,
      updatedAt: now,
    });
  });

  it('records where a new location came from, and leaves the origin alone without a move', () => {
    expect(
      venueChanges(
        {
          id: 'v1',
          location: [35.2328, -106.663],
          locationSource: 'address',
          locationPrecision: 'zip',
        },
        now,
      ),
    ).toMatchObject({ locationSource: 'address', locationPrecision: 'zip' });
    expect(
      venueChanges({ id: 'v1', location: [35.2328, -106.663], locationSource: 'map' }, now),
    ).toMatchObject({ locationSource: 'map', locationPrecision: 'point' });
    expect(venueChanges({ id: 'v1', name: 'Cafe' }, now)).toEqual({ name: 'Cafe', updatedAt: now });
  });
});

describe('eventFollowUp', () => {
  const venue = { name: 'Cafe', address: '1 Main St', _geoloc: abq };

  it('is null for an event that already matches its venue', () => {
    expect(
      eventFollowUp(venue, { venueName: 'Cafe', venueAddress: '1 Main St', _geoloc: abq }),
    ).toBeNull();
  });

  it('copies only what differs', () => {
    const moved = { lat: 35.2, lng: -106.6, hash: encodeGeohash([35.2, -106.6]) };
    expect(
      eventFollowUp(
        { ...venue, _geoloc: moved },
        { venueName: 'Cafe', venueAddress: '2 Main St', _geoloc: abq },
      ),
    ).toEqual({ venueAddress: '1 Main St', _geoloc: moved });
  });
});
