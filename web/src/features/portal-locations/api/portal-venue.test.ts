import { describe, expect, it } from 'vitest';

import { portalVenue } from '../../../testing/portal-fixtures';
import { venueAttention } from '../utils/venue-attention';
import { venuesNeedingAttention } from './portal-venue';

describe('venues needing attention', () => {
  const venues = [
    portalVenue({ id: 'ok' }),
    portalVenue({ id: 'new', status: { approved: null, reason: null, disabled: false } }),
    portalVenue({ id: 'no', status: { approved: false, reason: 'Closed', disabled: false } }),
    portalVenue({ id: 'gone', status: { approved: null, reason: null, disabled: true } }),
  ];

  it('lists locations in review or turned down', () => {
    expect(venuesNeedingAttention(venues).map((v) => v.id)).toEqual(['new', 'no']);
  });

  it('shows each with its state, its page and the reviewer’s reason when turned down', () => {
    expect(venueAttention(venues)).toEqual([
      expect.objectContaining({ state: 'pending', href: '/portal/locations/new', reason: null }),
      expect.objectContaining({
        state: 'rejected',
        href: '/portal/locations/no',
        reason: 'Closed',
      }),
    ]);
  });
});
