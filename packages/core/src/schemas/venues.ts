import { z } from '../zod';
import { usPhoneSchema } from '../fields/us-phone';
import { storedImageSchema } from '../files/stored-image';
import { locationPrecisionSchema, locationSourceSchema } from '../geo/location-origin';
import { geolocSchema } from '../geo/validation';
import { venueCategorySchema } from './categories';
import { text, timestampSchema, urlSchema } from './common';
import { listingStatusSchema } from './status';

/** Fields a partner edits (shared by the venue form, createVenue and updateVenue). */
export const venueFields = {
  name: text('Venue name', 2, 120),
  address: text('Address', 5, 200),
  category: venueCategorySchema,
  description: z
    .string()
    .check(z.trim(), z.maxLength(2000, 'Description can be at most 2000 characters.')),
  phone: usPhoneSchema,
  website: urlSchema,
  imageUrl: urlSchema,
};

/**
 * venues/{id}: a partner's place of business. Public once approved and not disabled; the owner
 * and admins see it in every state. `_geoloc` and `_status` are written only by functions.
 */
export const venueSchema = z.object({
  ownerId: z.string(),
  name: venueFields.name,
  address: venueFields.address,
  category: venueFields.category,
  description: z._default(venueFields.description, ''),
  phone: z._default(z.nullable(venueFields.phone), null),
  website: z._default(z.nullable(venueFields.website), null),
  imageUrl: z._default(z.nullable(venueFields.imageUrl), null),
  /** An uploaded photo's variants (then `imageUrl` is its card size); null for none. */
  image: z._default(z.nullable(storedImageSchema), null),
  _geoloc: geolocSchema,
  /**
   * Where the location came from and how precise it is (null: not recorded, as on venues made
   * before these fields existed). A venue placed by a ZIP code or city centre is approximate.
   */
  locationSource: z._default(z.nullable(locationSourceSchema), null),
  locationPrecision: z._default(z.nullable(locationPrecisionSchema), null),
  _status: listingStatusSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Venue = z.infer<typeof venueSchema>;
