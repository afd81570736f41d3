import { distanceKm } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { findNmPlaces, offlineGeocoder } from './offline-geocoder';

/** Downtown Albuquerque (Civic Plaza) and Rio Rancho's city centre. */
const DOWNTOWN_ABQ: [number, number] = [35.0853, -106.6493];
const RIO_RANCHO: [number, number] = [35.2328, -106.663];

describe('the offline geocoder (New Mexico ZIP codes and places)', () => {
  it('places 87102 near downtown Albuquerque, as a ZIP code, then its city', () => {
    const [zip, city] = findNmPlaces('87102');
    expect(zip).toMatchObject({ label: '87102, Albuquerque, NM', precision: 'zip' });
    expect(distanceKm(zip?.location ?? [0, 0], DOWNTOWN_ABQ)).toBeLessThan(1.5);
    expect(city).toMatchObject({ label: 'Albuquerque, NM', precision: 'city' });
  });

  it('places "Rio Rancho, NM" near its centre, as a city', () => {
    const [place, ...rest] = findNmPlaces('Rio Rancho, NM');
    expect(place).toMatchObject({ label: 'Rio Rancho, NM', precision: 'city' });
    expect(distanceKm(place?.location ?? [0, 0], RIO_RANCHO)).toBeLessThan(3);
    expect(rest).toEqual([]);
  });

  it('falls back from a street address to its ZIP code and city, not a street’s namesake', () => {
    expect(findNmPlaces('400 Central Ave SW, Albuquerque, NM 87102').map((c) => c.label)).toEqual([
      '87102, Albuquerque, NM',
      'Albuquerque, NM',
    ]);
    expect(findNmPlaces('10248 Coors Bypass NW Albuquerque NM 87114-1234')[0]).toMatchObject({
      label: '87114, Albuquerque, NM',
      precision: 'zip',
    });
    expect(findNmPlaces('4100 Corrales Rd, Rio Rancho').map((c) => c.label)).toEqual([
      'Rio Rancho, NM',
    ]);
  });

  it('prefers the longer place name and forgives a typo in a long one', () => {
    expect(findNmPlaces('Los Ranchos de Albuquerque')[0]?.label).toBe(
      'Los Ranchos de Albuquerque, NM',
    );
    expect(findNmPlaces('albuquerqe')[0]?.label).toBe('Albuquerque, NM');
    expect(findNmPlaces('ABQ')[0]?.label).toBe('Albuquerque, NM');
    expect(findNmPlaces('Peña Blanca')[0]?.precision).toBe('city');
  });

  it('finds nothing for nonsense, another state, or a ZIP code outside New Mexico', () => {
    expect(findNmPlaces('asdf qwerty')).toEqual([]);
    expect(findNmPlaces('Austin, TX')).toEqual([]);
    expect(findNmPlaces('Santa Fe, TX 77510')).toEqual([]);
    expect(findNmPlaces('10001')).toEqual([]);
    expect(findNmPlaces('!!!')).toEqual([]);
  });

  it('credits its sources', async () => {
    const geocoder = offlineGeocoder();
    expect(geocoder.attribution).toMatch(/Census Bureau.*GeoNames.*CC BY 4\.0/);
    expect(await geocoder.geocode('Corrales')).toHaveLength(1);
  });
});
