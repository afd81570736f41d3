import { z } from '../zod';
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
    .strictObject({
      ...nearbyInputShape,
      category: z.optional(causeCategorySchema),
      from: z.optional(isoDateTimeSchema),
      to: z.optional(isoDateTimeSchema),
    })
    .check(
      z.refine(
        (input) => !input.from || !input.to || Date.parse(input.to) >= Date.parse(input.from),
        { path: ['to'], message: 'The end of the date range must be after its start.' },
      ),
    ),
  output: z.object({
    items: z.array(z.extend(publicEventSchema, { distanceKm: distanceKmSchema })),
  }),
});
