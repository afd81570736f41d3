import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { buildNmPlaces, nmPlacesModule } from './nm-places';

describe('the New Mexico places table', () => {
  const data = buildNmPlaces();

  it('is what the committed data module holds (regenerate with write-nm-places.ts)', () => {
    const committed = readFileSync('functions/src/places/nm-places-data.ts', 'utf8');
    expect(committed).toBe(nmPlacesModule(data));
  });

  it('covers every New Mexico ZIP code prefix and the metro area’s towns', () => {
    expect(data.zips.length).toBeGreaterThan(400);
    expect(
      data.zips.every(([zip]) => Number(zip.slice(0, 3)) >= 870 && Number(zip.slice(0, 3)) <= 884),
    ).toBe(true);
    const names = new Set(data.places.map(([name]) => name));
    for (const town of [
      'Albuquerque',
      'Rio Rancho',
      'Corrales',
      'Bernalillo',
      'Los Lunas',
      'Santa Fe',
    ]) {
      expect(names).toContain(town);
    }
  });
});
