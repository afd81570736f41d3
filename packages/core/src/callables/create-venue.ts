import { z } from '../zod';

import {
  type LocationOriginInput,
  locationOriginIssue,
  locationPrecisionSchema,
  locationSourceSchema,
} from '../geo/location-origin';
import { ONE_IMAGE_SOURCE, imageFileIdSchema, oneImageSource } from '../files/image-source';
import { locationSchema } from '../geo/validation';
import { venueFields } from '../schemas/venues';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** Reports a location origin that does not hold together (see locationOriginIssue). */
export function checkLocationOrigin(
  input: LocationOriginInput,
  context: z.core.$RefinementCtx,
): void {
  const issue = locationOriginIssue(input);
  if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** A partner adds a venue; it starts pending review with its geohash computed from location. */
export const createVenue = defineCallable({
  name: 'createVenue',
  access: 'signed-in',
  summary: 'Partner adds a venue (pending review until an admin approves it).',
  input: z
    .strictObject({
      name: venueFields.name,
      address: venueFields.address,
      location: locationSchema,
      locationSource: z.optional(locationSourceSchema),
      locationPrecision: z.optional(locationPrecisionSchema),
      category: z._default(venueFields.category, 'other'),
      description: z.optional(venueFields.description),
      phone: z.optional(venueFields.phone),
      website: z.optional(venueFields.website),
      imageUrl: z.optional(venueFields.imageUrl),
      imageFileId: z.optional(imageFileIdSchema),
    })
    .check(z.superRefine(checkLocationOrigin), z.refine(oneImageSource, ONE_IMAGE_SOURCE)),
  output: idResultSchema,
});
