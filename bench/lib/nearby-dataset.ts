import { encodeGeohash } from '@fundax/core';

/** A venue as the nearby benchmark sees it: what the index holds and what distance needs. */
export interface BenchVenue {
  id: string;
  hash: string;
  lat: number;
  lng: number;
}

/** mulberry32: a small seeded generator, so every run sees the same data and centres. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const KM_PER_DEGREE = 111.32;
const offset = ([lat, lng]: [number, number], northKm: number, eastKm: number): [number, number] => [
  lat + northKm / KM_PER_DEGREE,
  lng + eastKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
];

/** The region around Albuquerque and Rio Rancho the sparse venues and random centres fall in. */
export const REGION = { south: 34.6, north: 35.6, west: -107.2, east: -106.1 };

interface Cluster {
  name: string;
  center: [number, number];
  sigmaKm: number;
  count: number;
}

/**
 * Where venues cluster: Albuquerque's districts, Rio Rancho, the wider metro spread, a strip
 * along Central Avenue, shopping centres where dozens of venues share one address (more than a
 * page in one geohash cell), and a thin scatter over the whole region.
 */
const CLUSTERS: Cluster[] = [
  { name: 'Downtown ABQ', center: [35.0844, -106.6504], sigmaKm: 1.0, count: 1400 },
  { name: 'Nob Hill', center: [35.0801, -106.6102], sigmaKm: 0.8, count: 800 },
  { name: 'Uptown', center: [35.1035, -106.5686], sigmaKm: 1.3, count: 1100 },
  { name: 'Old Town', center: [35.0961, -106.6703], sigmaKm: 0.5, count: 400 },
  { name: 'North Valley', center: [35.1580, -106.6400], sigmaKm: 2.0, count: 700 },
  { name: 'Westside', center: [35.1100, -106.7300], sigmaKm: 2.5, count: 800 },
  { name: 'Rio Rancho', center: [35.2334, -106.6645], sigmaKm: 2.2, count: 1500 },
  { name: 'Rio Rancho north', center: [35.2900, -106.6900], sigmaKm: 1.5, count: 400 },
  { name: 'ABQ metro', center: [35.1100, -106.6200], sigmaKm: 7.0, count: 1900 },
];

const MALLS: [number, number][] = [
  [35.1030, -106.5670],
  [35.0840, -106.6500],
  [35.2400, -106.6600],
];

export function makeVenues(seed = 20_260_405): BenchVenue[] {
  const random = seededRandom(seed);
  const points: [number, number][] = [];
  for (const cluster of CLUSTERS) {
    for (let i = 0; i < cluster.count; i++) {
      points.push(offset(cluster.center, gaussian(random) * cluster.sigmaKm, gaussian(random) * cluster.sigmaKm));
    }
  }
  // Central Avenue: a 20 km east-west strip, 150 m wide.
  for (let i = 0; i < 600; i++) {
    points.push(offset([35.0800, -106.7400], gaussian(random) * 0.15, random() * 20));
  }
  // Shopping centres: 45 venues within about 10 m of each other.
  for (const mall of MALLS) {
    for (let i = 0; i < 45; i++) points.push(offset(mall, gaussian(random) * 0.01, gaussian(random) * 0.01));
  }
  // The sparse countryside around both cities.
  for (let i = 0; i < 1000; i++) {
    points.push([
      REGION.south + random() * (REGION.north - REGION.south),
      REGION.west + random() * (REGION.east - REGION.west),
    ]);
  }
  return points.map(([lat, lng], i) => ({
    id: `venue-${String(i).padStart(5, '0')}`,
    lat,
    lng,
    hash: encodeGeohash([lat, lng]),
  }));
}

/**
 * Search centres where people search: most near a venue (a person in town, up to a few km off),
 * the rest anywhere in the region (someone out in the countryside).
 */
export function makeCenters(venues: BenchVenue[], count = 100, seed = 7): [number, number][] {
  const random = seededRandom(seed);
  const centers: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.7) {
      const venue = venues[Math.floor(random() * venues.length)]!;
      centers.push(offset([venue.lat, venue.lng], gaussian(random) * 1.5, gaussian(random) * 1.5));
    } else {
      centers.push([
        REGION.south + random() * (REGION.north - REGION.south),
        REGION.west + random() * (REGION.east - REGION.west),
      ]);
    }
  }
  return centers;
}
