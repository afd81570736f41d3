import { z } from '../zod';
import { locationPrecisionSchema, locationSourceSchema } from '../geo/location-origin';
import { ONE_IMAGE_SOURCE, imageFileIdSchema, oneImageSource } from '../files/image-source';
import { locationSchema } from '../geo/validation';
import { docIdSchema } from '../schemas/common';
import { venueFields } from '../schemas/venues';
import { changesSomething } from './changes';
import { checkLocationOrigin } from './create-venue';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/**
 * The owner or an admin edits a venue. A new location gets a new geohash, and the venue's events
 * follow it; a new name or address is copied onto its events. A new location also records where
 * it came from and how precise it is (both unknown when the update does not say).
 */
export const updateVenue = defineCallable({
  name: 'updateVenue',
  access: 'signed-in',
  summary: 'Owner or admin edits a venue; its events follow a move.',
  input: z
    .strictObject({
      id: docIdSchema,
      name: z.optional(venueFields.name),
      address: z.optional(venueFields.address),
      location: z.optional(locationSchema),
      locationSource: z.optional(locationSourceSchema),
      locationPrecision: z.optional(locationPrecisionSchema),
      category: z.optional(venueFields.category),
      description: z.optional(venueFields.description),
      phone: z.optional(z.nullable(venueFields.phone)),
      website: z.optional(z.nullable(venueFields.website)),
      imageUrl: z.optional(z.nullable(venueFields.imageUrl)),
      imageFileId: z.optional(z.nullable(imageFileIdSchema)),
    })
    .check(
      z.refine(changesSomething, 'Change at least one field.'),
      z.superRefine(checkLocationOrigin),
      z.refine(oneImageSource, ONE_IMAGE_SOURCE),
    ),
  output: idResultSchema,
});
