import {
  type CallableInput,
  type createVenue,
  latitudeSchema,
  longitudeSchema,
  type updateVenue,
  urlSchema,
  usPhoneSchema,
  venueFields,
} from '@fundax/core';
import { z } from 'zod';

import type { PortalVenue } from './portal-venue';

/** A coordinate typed as text: a number within the core schema's range. */
function coordinate(schema: typeof latitudeSchema, missing: string) {
  return z
    .string()
    .trim()
    .min(1, missing)
    .transform((value) => Number(value.replace(',', '.')))
    .pipe(schema);
}

/** An optional text field whose value, when given, must pass `schema` ('' = not given). */
function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), schema]));
}

/**
 * The venue form, with the contract's field schemas. Offline there is no geocoder, so the place
 * is a latitude and longitude (typed, from "use my location", or picked on the map), checked
 * with core's coordinate schemas.
 */
export const venueFormSchema = z.object({
  name: venueFields.name,
  address: venueFields.address,
  category: venueFields.category,
  description: venueFields.description,
  phone: optional(usPhoneSchema),
  website: optional(urlSchema),
  latitude: coordinate(latitudeSchema, 'Enter the latitude, or use your current location.'),
  longitude: coordinate(longitudeSchema, 'Enter the longitude, or use your current location.'),
});

export type VenueFormInput = z.input<typeof venueFormSchema>;
export type VenueFormValues = z.output<typeof venueFormSchema>;

export const emptyVenueForm: VenueFormInput = {
  name: '',
  address: '',
  category: 'restaurant',
  description: '',
  phone: '',
  website: '',
  latitude: '',
  longitude: '',
};

export function venueFormFrom(venue: PortalVenue): VenueFormInput {
  return {
    name: venue.name,
    address: venue.address,
    category: venue.category,
    description: venue.description,
    phone: venue.phone ?? '',
    website: venue.website ?? '',
    latitude: String(venue.lat),
    longitude: String(venue.lng),
  };
}

export function toCreateVenueInput(values: VenueFormValues): CallableInput<typeof createVenue> {
  return {
    name: values.name,
    address: values.address,
    category: values.category,
    description: values.description === '' ? undefined : values.description,
    phone: values.phone === '' ? undefined : values.phone,
    website: values.website === '' ? undefined : values.website,
    location: [values.latitude, values.longitude],
  };
}

export type VenueUpdate = CallableInput<typeof updateVenue>;

/** Only what changed; an emptied phone or website is cleared (null). */
export function toUpdateVenueInput(venue: PortalVenue, values: VenueFormValues): VenueUpdate {
  const update: VenueUpdate = { id: venue.id };
  if (values.name !== venue.name) update.name = values.name;
  if (values.address !== venue.address) update.address = values.address;
  if (values.category !== venue.category) update.category = values.category;
  if (values.description !== venue.description) update.description = values.description;
  const phone = values.phone === '' ? null : values.phone;
  if (phone !== venue.phone) update.phone = phone;
  const website = values.website === '' ? null : values.website;
  if (website !== venue.website) update.website = website;
  if (values.latitude !== venue.lat || values.longitude !== venue.lng) {
    update.location = [values.latitude, values.longitude];
  }
  return update;
}

/** Server field paths -> the form's fields (the location is two fields here). */
export const VENUE_FIELD_PATHS: Record<string, string> = {
  name: 'name',
  address: 'address',
  category: 'category',
  description: 'description',
  phone: 'phone',
  website: 'website',
  'location.0': 'latitude',
  'location.1': 'longitude',
  location: 'latitude',
};
