import { describe, expect, it } from 'vitest';

import { nudge, roundCoordinate } from './pin-nudge';

/** Metres between two points (haversine), to check the steps on the ground. */
function metresBetween([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

const OLD_TOWN: [number, number] = [35.0967, -106.6698];

describe('nudging the venue’s pin', () => {
  it('moves it the chosen distance in each direction, in Albuquerque as anywhere', () => {
    for (const direction of ['north', 'south', 'east', 'west'] as const) {
      for (const metres of [5, 25, 100]) {
        const moved = nudge(OLD_TOWN, direction, metres);
        expect(metresBetween(OLD_TOWN, moved)).toBeCloseTo(metres, 0);
      }
    }
    expect(nudge(OLD_TOWN, 'north', 100)[0]).toBeGreaterThan(OLD_TOWN[0]);
    expect(nudge(OLD_TOWN, 'south', 100)[0]).toBeLessThan(OLD_TOWN[0]);
    expect(nudge(OLD_TOWN, 'east', 100)[1]).toBeGreaterThan(OLD_TOWN[1]);
    expect(nudge(OLD_TOWN, 'west', 100)[1]).toBeLessThan(OLD_TOWN[1]);
    expect(nudge(OLD_TOWN, 'east', 100)[0]).toBe(OLD_TOWN[0]);
  });

  it('keeps six decimals and stays on the globe', () => {
    const [lat, lng] = nudge(OLD_TOWN, 'north', 5);
    expect(lat).toBe(roundCoordinate(lat));
    expect(String(lat).split('.')[1]!.length).toBeLessThanOrEqual(6);
    expect(lng).toBe(OLD_TOWN[1]);
    expect(nudge([89.9999, 0], 'north', 100)[0]).toBe(90);
    expect(nudge([-89.9999, 0], 'south', 100)[0]).toBe(-90);
  });
});
