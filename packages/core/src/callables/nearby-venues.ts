import { z } from 'zod';

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
  input: z.object({ ...nearbyInputShape, category: venueCategorySchema.optional() }).strict(),
  output: z.object({ items: z.array(publicVenueSchema.extend({ distanceKm: distanceKmSchema })) }),
});
