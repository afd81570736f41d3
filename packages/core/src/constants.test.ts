import { describe, expect, it } from 'vitest';

import {
  APPLICATION_WINDOW_MONTHS,
  CALLABLE_TIMEOUT_MS,
  CALLABLE_TIMEOUT_SECONDS,
  FILE_SIZE_FACTOR,
  FILE_SIZE_UNITS,
  FUNCTIONS_REGION,
  GEOHASH_PRECISION_DEFAULT,
  GEOHASH_PRECISION_MAX,
  NEARBY_LIMIT_PER_RANGE,
} from './constants';
import * as geo from './geo/validation';

describe('docs/product.md §9 constants', () => {
  it('have the specified values', () => {
    expect({
      GEOHASH_PRECISION_DEFAULT,
      GEOHASH_PRECISION_MAX,
      NEARBY_LIMIT_PER_RANGE,
      APPLICATION_WINDOW_MONTHS,
      CALLABLE_TIMEOUT_MS,
      CALLABLE_TIMEOUT_SECONDS,
      FUNCTIONS_REGION,
      FILE_SIZE_UNITS,
      FILE_SIZE_FACTOR,
    }).toEqual({
      GEOHASH_PRECISION_DEFAULT: 10,
      GEOHASH_PRECISION_MAX: 22,
      NEARBY_LIMIT_PER_RANGE: 20,
      APPLICATION_WINDOW_MONTHS: 3,
      CALLABLE_TIMEOUT_MS: 70_000,
      CALLABLE_TIMEOUT_SECONDS: 70,
      FUNCTIONS_REGION: 'us-central1',
      FILE_SIZE_UNITS: ['B', 'KB', 'MB', 'GB', 'TB', 'PB'],
      FILE_SIZE_FACTOR: 1024,
    });
  });

  it('re-export the geohash precision rather than repeat it', () => {
    expect(GEOHASH_PRECISION_DEFAULT).toBe(geo.GEOHASH_PRECISION_DEFAULT);
    expect(GEOHASH_PRECISION_MAX).toBe(geo.GEOHASH_PRECISION_MAX);
  });
});
