import { z } from '../zod';
import { NEARBY_DEFAULT_RESULTS, NEARBY_MAX_RADIUS_KM, NEARBY_MAX_RESULTS } from '../constants';
import { locationSchema } from '../geo/validation';

/** Centre, radius in km and how many of the nearest matches to return (docs/product.md §7.3). */
export const nearbyInputShape = {
  center: locationSchema,
  radiusKm: z
    .number({ error: 'The radius is a number of kilometres.' })
    .check(
      z.positive('The radius must be more than 0 km.'),
      z.maximum(NEARBY_MAX_RADIUS_KM, `The radius can be at most ${NEARBY_MAX_RADIUS_KM} km.`),
    ),
  limit: z._default(
    z
      .number()
      .check(
        z.int('The limit is a whole number.'),
        z.minimum(1, 'The limit is at least 1.'),
        z.maximum(NEARBY_MAX_RESULTS, `The limit is at most ${NEARBY_MAX_RESULTS}.`),
      ),
    NEARBY_DEFAULT_RESULTS,
  ),
};
