import {
  type CallableParsedInput,
  type DocumentOf,
  PENDING_STATUS,
  type createVenue,
  geolocOf,
  locationOriginOf,
} from '@fundax/core';

/** A partner's new venue: pending review, enabled, its geohash computed from the location. */
export function newVenue(
  input: CallableParsedInput<typeof createVenue>,
  ownerId: string,
  now: Date,
): DocumentOf<'venues'> {
  return {
    ownerId,
    name: input.name,
    address: input.address,
    category: input.category,
    description: input.description ?? '',
    phone: input.phone ?? null,
    website: input.website ?? null,
    imageUrl: input.imageUrl ?? null,
    image: null,
    _geoloc: geolocOf(input.location),
    ...locationOriginOf(input),
    _status: { ...PENDING_STATUS, disabled: false },
    createdAt: now,
    updatedAt: now,
  };
}
