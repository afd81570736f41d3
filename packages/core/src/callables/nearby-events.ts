import { z } from 'zod';

import { causeCategorySchema } from '../schemas/categories';
import { isoDateTimeSchema } from '../schemas/common';
import { defineCallable } from './define';
import { nearbyInputShape } from './nearby';
import { distanceKmSchema, publicEventSchema } from './public-shapes';

/**
 * Approved events that have not ended, within radiusKm of center, nearest first. Optional
 * filters: cause category, and a date window (events overlapping [from, to]).
 */
export const nearbyEvents = defineCallable({
  name: 'nearbyEvents',
  access: 'public',
  summary: 'Approved upcoming events within a radius of a point, nearest first (public).',
  input: z
    .object({
      ...nearbyInputShape,
      category: causeCategorySchema.optional(),
      from: isoDateTimeSchema.optional(),
      to: isoDateTimeSchema.optional(),
    })
    .strict()
    .refine((input) => !input.from || !input.to || Date.parse(input.to) >= Date.parse(input.from), {
      path: ['to'],
      message: 'The end of the date range must be after its start.',
    }),
  output: z.object({ items: z.array(publicEventSchema.extend({ distanceKm: distanceKmSchema })) }),
});
