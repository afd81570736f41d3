import { z } from 'zod';

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
export function checkLocationOrigin(input: LocationOriginInput, context: z.RefinementCtx): void {
  const issue = locationOriginIssue(input);
  if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** A partner adds a venue; it starts pending review with its geohash computed from location. */
export const createVenue = defineCallable({
  name: 'createVenue',
  access: 'signed-in',
  summary: 'Partner adds a venue (pending review until an admin approves it).',
  input: z
    .object({
      name: venueFields.name,
      address: venueFields.address,
      location: locationSchema,
      locationSource: locationSourceSchema.optional(),
      locationPrecision: locationPrecisionSchema.optional(),
      category: venueFields.category.default('other'),
      description: venueFields.description.optional(),
      phone: venueFields.phone.optional(),
      website: venueFields.website.optional(),
      imageUrl: venueFields.imageUrl.optional(),
      imageFileId: imageFileIdSchema.optional(),
    })
    .strict()
    .superRefine(checkLocationOrigin)
    .refine(oneImageSource, ONE_IMAGE_SOURCE),
  output: idResultSchema,
});
