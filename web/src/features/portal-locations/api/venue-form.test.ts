import { describe, expect, it } from 'vitest';

import {
  emptyVenueForm,
  toCreateVenueInput,
  toUpdateVenueInput,
  venueFormFrom,
  venueFormSchema,
} from './venue-form';
import { portalVenue } from '../../../testing/portal-fixtures';

const filled = {
  ...emptyVenueForm,
  name: 'Baca’s – Nob Hill',
  address: '3500 Central Ave SE, Albuquerque, NM 87106',
  phone: '505-555-0199',
  latitude: '35.0853',
  longitude: '-106.6056',
};

describe('the venue form', () => {
  it('sends the contract’s input: a normalized phone and a [lat, lng] location', () => {
    expect(toCreateVenueInput(venueFormSchema.parse(filled))).toEqual({
      name: 'Baca’s – Nob Hill',
      address: '3500 Central Ave SE, Albuquerque, NM 87106',
      category: 'restaurant',
      description: undefined,
      phone: '(505) 555-0199',
      website: undefined,
      location: [35.0853, -106.6056],
    });
  });

  it('checks coordinates with core’s schemas', () => {
    const issues = (input: object) =>
      venueFormSchema.safeParse({ ...filled, ...input }).error?.issues.map((i) => i.message);
    expect(issues({ latitude: '' })).toEqual(['Enter the latitude, or use your current location.']);
    expect(issues({ latitude: '91' })).toEqual(['Latitude must be between -90 and 90.']);
    expect(issues({ longitude: 'west' })).toEqual(['Longitude must be a number.']);
    expect(issues({ website: 'bacas.example' })).toEqual([
      'Use a full web address starting with https://.',
    ]);
  });

  it('edits only what changed, clearing an emptied phone', () => {
    const venue = portalVenue();
    const values = venueFormSchema.parse({ ...venueFormFrom(venue), phone: '' });
    expect(toUpdateVenueInput(venue, values)).toEqual({ id: 'v1', phone: null });
    const moved = venueFormSchema.parse({ ...venueFormFrom(venue), latitude: '35.1' });
    expect(toUpdateVenueInput(venue, moved)).toEqual({ id: 'v1', location: [35.1, -106.6698] });
  });
});
