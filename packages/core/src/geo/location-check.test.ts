import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkedLocation, locationProblem } from './location-check';
import { locationSchema } from './validation';

const candidates = [
  [35.0844, -106.6504],
  [90, 180],
  [-90, -180],
  [90.0001, 0],
  [0, 180.5],
  [-91, 0],
  [Number.NaN, 0],
  [0, Infinity],
  ['35', -106],
  [35],
  [35, -106, 0],
  null,
  { lat: 35, lng: -106 },
];

describe('locationProblem', () => {
  it.each(candidates)('gives the zod schema’s verdict and first message for %j', (value) => {
    const parsed = locationSchema.safeParse(value);
    expect(locationProblem(value)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
  });

  it('agrees with the zod schema on any pair of numbers', () => {
    fc.assert(
      fc.property(fc.tuple(fc.double(), fc.double()), (value) => {
        const parsed = locationSchema.safeParse(value);
        expect(locationProblem(value)).toBe(
          parsed.success ? null : parsed.error.issues[0]?.message,
        );
      }),
    );
  });
});

describe('checkedLocation', () => {
  it('copies a valid location', () => {
    const position: [number, number] = [35, -106];
    const checked = checkedLocation(position);
    expect(checked).toEqual([35, -106]);
    expect(checked).not.toBe(position);
  });

  it('throws what is wrong', () => {
    expect(() => checkedLocation([91, 0])).toThrow('Latitude must be between -90 and 90.');
  });
});
