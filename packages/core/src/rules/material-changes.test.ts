import { describe, expect, it } from 'vitest';

import { geolocOf } from '../geo/geohash';
import {
  dealDiffers,
  eventMaterialOf,
  materialDiff,
  sameValue,
  venueMaterialOf,
} from './material-changes';

const start = new Date('2026-12-01T17:00:00Z');
const end = new Date('2026-12-01T21:00:00Z');
const material = eventMaterialOf({
  title: 'Library night',
  description: '',
  imageUrl: null,
  image: null,
  eventStart: start,
  eventEnd: end,
  giveback: { percent: 20, terms: '', exclusions: '', partnerSharePercent: null },
  fundaxerId: 'f1',
  fundaxerName: 'Dana',
});

describe('material changes', () => {
  it('compares dates by instant and objects field by field', () => {
    expect(sameValue(new Date(start.getTime()), start)).toBe(true);
    expect(sameValue(start, start.toISOString())).toBe(false);
    expect(sameValue({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
  });

  it('keeps only the fields that differ, with their approved values', () => {
    const proposed = {
      ...material,
      title: 'Library night (family edition)',
      eventStart: new Date(start.getTime()),
      giveback: { ...material.giveback, percent: 15 },
    };
    expect(materialDiff(proposed, material)).toEqual({
      changes: { title: proposed.title, giveback: proposed.giveback },
      current: { title: 'Library night', giveback: material.giveback },
    });
    expect(materialDiff(material, eventMaterialOf(material))).toEqual({ changes: {}, current: {} });
  });

  it('tells a change of deal (dates, terms) from a change of wording', () => {
    const reworded = { ...material, title: 'Library night, reworded' };
    expect(dealDiffers(reworded, material)).toBe(false);
    expect(dealDiffers({ ...material, eventEnd: new Date(end.getTime() + 1) }, material)).toBe(
      true,
    );
    expect(
      dealDiffers(
        { ...material, giveback: { ...material.giveback, exclusions: 'Alcohol' } },
        material,
      ),
    ).toBe(true);
  });

  it('reads a venue’s material fields', () => {
    const venue = venueMaterialOf({
      name: 'Cafe',
      address: '1 Main St',
      _geoloc: geolocOf([35.08, -106.65]),
      locationSource: 'map',
      locationPrecision: 'point',
      website: null,
    });
    expect(Object.keys(venue)).toEqual([
      'name',
      'address',
      '_geoloc',
      'locationSource',
      'locationPrecision',
      'website',
    ]);
  });
});
