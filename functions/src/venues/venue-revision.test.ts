import { type DocumentOf, type WithId, geolocOf, venueMaterialOf } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { venueRevisionAfterEdit } from './venue-revision';

const now = new Date('2026-11-01T12:00:00Z');
const venue = {
  id: 'v1',
  ownerId: 'p1',
  name: 'Cafe',
  address: '1 Main St',
  _geoloc: geolocOf([35.08, -106.65]),
  website: null,
} as unknown as WithId<DocumentOf<'venues'>>;

describe('venueRevisionAfterEdit', () => {
  it('waits for an admin only (a venue has one side), and an edit back withdraws it', () => {
    const step = venueRevisionAfterEdit({
      venue,
      pending: null,
      proposed: { ...venueMaterialOf(venue), name: 'Cafe Two' },
      uid: 'p1',
      now,
    });
    expect(step).toMatchObject({
      action: 'write',
      revision: {
        targetType: 'venue',
        changes: { name: 'Cafe Two' },
        current: { name: 'Cafe' },
        consent: { partner: 'agreed', fundaxer: 'none' },
        endsAt: null,
      },
    });
    const pending = step.action === 'write' ? step.revision : null;
    expect(
      venueRevisionAfterEdit({ venue, pending, proposed: venueMaterialOf(venue), uid: 'p1', now }),
    ).toEqual({ action: 'withdraw' });
  });
});
