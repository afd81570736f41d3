import { z } from '../zod';
import { venueCategorySchema } from '../schemas/categories';
import { defineCallable } from './define';
import { nearbyInputShape } from './nearby';
import { distanceKmSchema, publicVenueSchema } from './public-shapes';

/**
 * Approved, enabled venues within radiusKm of center, nearest first: geohash range queries
 * (20 per range, paged when a range holds more) filtered by true distance.
 */
export const nearbyVenues = defineCallable({
  name: 'nearbyVenues',
  access: 'public',
  summary: 'Approved venues within a radius of a point, nearest first (public).',
  input: z.strictObject({ ...nearbyInputShape, category: z.optional(venueCategorySchema) }),
  output: z.object({
    items: z.array(z.extend(publicVenueSchema, { distanceKm: distanceKmSchema })),
  }),
});
