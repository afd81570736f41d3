import { describe, expect, it } from 'vitest';

import {
  emptyVenueForm,
  fieldsForReview,
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

  it('sends a new location with its origin, and leaves an unknown origin out', () => {
    const venue = portalVenue();
    const found = venueFormSchema.parse({
      ...venueFormFrom(venue),
      latitude: '35.0842',
      longitude: '-106.6511',
      locationSource: 'address',
      locationPrecision: 'zip',
    });
    expect(toUpdateVenueInput(venue, found)).toEqual({
      id: 'v1',
      location: [35.0842, -106.6511],
      locationSource: 'address',
      locationPrecision: 'zip',
    });
    // A venue from before origins were recorded, moved without saying how: left out.
    const unknown = venueFormSchema.parse({ ...venueFormFrom(venue), latitude: '35.1' });
    expect(toUpdateVenueInput(venue, unknown)).toEqual({ id: 'v1', location: [35.1, -106.6698] });
    // The origin alone (same spot) changes nothing.
    const same = venueFormSchema.parse({ ...venueFormFrom(venue), locationSource: 'map' });
    expect(toUpdateVenueInput(venue, same)).toEqual({ id: 'v1' });
  });

  it('starts from the stored origin and photo, and sends a new photo by its file id', () => {
    const image = {
      fileId: 'f1',
      variants: [{ name: 'card' as const, url: 'https://cdn.example/c.webp', width: 1, height: 1 }],
    };
    const venue = portalVenue({
      locationSource: 'map',
      locationPrecision: 'point',
      image,
      imageUrl: 'https://cdn.example/c.webp',
    });
    const form = venueFormFrom(venue);
    expect(form).toMatchObject({
      locationSource: 'map',
      locationPrecision: 'point',
      photo: { fileId: 'f1', image },
    });
    const replaced = venueFormSchema.parse({
      ...form,
      photo: { fileId: 'f2', image: { ...image, fileId: 'f2' }, imageUrl: null },
    });
    expect(toUpdateVenueInput(venue, replaced)).toEqual({ id: 'v1', imageFileId: 'f2' });
    expect(
      toCreateVenueInput(venueFormSchema.parse({ ...filled, photo: replaced.photo })),
    ).toMatchObject({ imageFileId: 'f2' });
  });

  it('names what an approved venue’s edit sends to review', () => {
    expect(fieldsForReview({ id: 'v1', name: 'New', location: [35, -106], phone: null })).toEqual([
      'name',
      'map location',
    ]);
    expect(fieldsForReview({ id: 'v1', description: 'x', imageFileId: 'f1' })).toEqual([]);
    expect(fieldsForReview({ id: 'v1', address: 'a b c d', website: null })).toEqual([
      'address',
      'website',
    ]);
  });
});
