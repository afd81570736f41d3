import {
  type CallableInput,
  type createVenue,
  latitudeSchema,
  locationPrecisionSchema,
  locationSourceSchema,
  longitudeSchema,
  type updateVenue,
  urlSchema,
  VENUE_MATERIAL_FIELDS,
  usPhoneSchema,
  venueFields,
} from '@fundax/core';
import { z } from 'zod/mini';

import {
  imageFileIdChange,
  listingPhotoOf,
  listingPhotoSchema,
} from '../../../utils/listing-photo';
import type { PortalVenue } from './portal-venue';

/** A coordinate typed as text: a number within the core schema's range. */
function coordinate(schema: typeof latitudeSchema, missing: string) {
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, missing)),
      z.transform((value) => Number(value.replace(',', '.'))),
    ),
    schema,
  );
}

/** An optional text field whose value, when given, must pass `schema` ('' = not given). */
function optional<T extends z.core.$ZodType<unknown, string>>(schema: T) {
  return z.pipe(z.string().check(z.trim()), z.union([z.literal(''), schema]));
}

/** A choice the form makes itself, or '' while unknown (a venue from before it was recorded). */
function orUnknown<T extends z.core.$ZodType<string, string>>(schema: T) {
  return z.union([z.literal(''), schema]);
}

/**
 * The venue form, with the contract's field schemas. The place is a latitude and longitude
 * (from the street address found by geocodeAddress, a pin placed or dragged on the map, this
 * device's position, or typed), checked with core's coordinate schemas; `locationSource` and
 * `locationPrecision` say which, as the form set them. `photo` is the picture to show.
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
  locationSource: orUnknown(locationSourceSchema),
  locationPrecision: orUnknown(locationPrecisionSchema),
  photo: listingPhotoSchema,
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
  locationSource: '',
  locationPrecision: '',
  photo: null,
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
    locationSource: venue.locationSource ?? '',
    locationPrecision: venue.locationPrecision ?? '',
    photo: listingPhotoOf(venue),
  };
}

/** Where the location came from, as the contracts take it (left out while unknown). */
function locationOrigin(values: VenueFormValues) {
  return {
    ...(values.locationSource === '' ? {} : { locationSource: values.locationSource }),
    ...(values.locationSource === '' || values.locationPrecision === ''
      ? {}
      : { locationPrecision: values.locationPrecision }),
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
    ...locationOrigin(values),
    imageFileId: values.photo?.fileId ?? undefined,
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
    // A new location with where it came from; without, the server records its origin unknown.
    update.location = [values.latitude, values.longitude];
    Object.assign(update, locationOrigin(values));
  }
  const imageFileId = imageFileIdChange(listingPhotoOf(venue), values.photo);
  if (imageFileId !== undefined) update.imageFileId = imageFileId;
  return update;
}

/**
 * What an owner's update of an approved venue sends to review (the server's material fields:
 * name, address, location, website), as words for the form: the rest applies at once.
 */
export function fieldsForReview(update: VenueUpdate): string[] {
  const words = VENUE_MATERIAL_FIELDS.filter(
    (field) => update[REVIEWED_INPUT[field].input] !== undefined,
  ).map((field) => REVIEWED_INPUT[field].words);
  // The location's origin travels with the location: one mention for both.
  return [...new Set(words)];
}

/** Each material field of a venue: the update field that changes it, and how the form says it. */
const REVIEWED_INPUT: Record<
  (typeof VENUE_MATERIAL_FIELDS)[number],
  { input: keyof VenueUpdate; words: string }
> = {
  name: { input: 'name', words: 'name' },
  address: { input: 'address', words: 'address' },
  _geoloc: { input: 'location', words: 'map location' },
  locationSource: { input: 'location', words: 'map location' },
  locationPrecision: { input: 'location', words: 'map location' },
  website: { input: 'website', words: 'website' },
};

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
  locationSource: 'latitude',
  locationPrecision: 'latitude',
  imageFileId: 'photo',
};
