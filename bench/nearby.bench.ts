// `npm run bench -- nearby`: exactness and read cost of nearby search on a synthetic clustered
// Albuquerque / Rio Rancho, against a brute-force scan, next to geofire-common's default recipe.
// The planner is the same code nearbyVenues runs; only the page reader differs (MemoryPages, a
// sorted array answering like Firestore's orderBy(geohash) + startAt/startAfter + endBefore +
// limit(20)).
// `npm run bench -- nearby -- --compare=<git revision>` (the second `--` keeps npm from taking
// the flag for itself) also runs the planner as committed at that revision, on the same
// searches, and says per cell whether every search made the same page requests and returned the
// same answer with the same stats (a refactor must show it did).
import {
  MemoryPages,
  NEARBY_DEFAULT_RESULTS,
  NEARBY_MAX_RANGES,
  NEARBY_MAX_RESULTS,
  NEARBY_READ_CEILING,
  NEARBY_MAX_RADIUS_KM,
  tallyCellCounts,
} from '@fundax/core';

import { coreAtRevision } from './lib/nearby-compare';
import { makeCenters, makeVenues } from './lib/nearby-dataset';
import {
  type SearchRun,
  bruteForce,
  coveringFloor,
  runGeofireDefault,
  runPlanner,
} from './lib/nearby-measure';
import { printTable, quantile } from './lib/report';

const RADII_KM = [1, 5, 25];
const LIMITS = [NEARBY_DEFAULT_RESULTS, NEARBY_MAX_RESULTS];

const venues = makeVenues();
const centers = makeCenters(venues);
const index = new MemoryPages(venues);
const counts = tallyCellCounts(venues.map((venue) => venue.hash));
const compareTo = process.argv.find((arg) => arg.startsWith('--compare='));
const earlier = compareTo ? await coreAtRevision(compareTo.slice('--compare='.length)) : null;

const median = (values: number[]) => quantile(values, 0.5);
const p90 = (values: number[]) => quantile(values, 0.9);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function summarise(method: string, radiusKm: number, runs: SearchRun[], floor: number[]) {
  const answered = runs.filter((run) => run.returned > 0);
  const perReturned = (value: (run: SearchRun) => number) =>
    answered.map((run) => value(run) / run.returned);
  const recalls = runs.map((run) => run.recall);
  return {
    method,
    km: radiusKm,
    'recall min': Math.min(...recalls),
    'recall mean': sum(recalls) / recalls.length,
    'read/ret p50': median(perReturned((run) => run.documentsRead)),
    'read/ret p90': p90(perReturned((run) => run.documentsRead)),
    'read/ret max': Math.max(0, ...perReturned((run) => run.documentsRead)),
    'billed/ret p50': median(perReturned((run) => run.billedReads)),
    'floor p50/p90': floor.length ? `${median(floor).toFixed(2)}/${p90(floor).toFixed(2)}` : '',
    'ret p50': median(runs.map((run) => run.returned)),
    'ranges p50': median(runs.map((run) => run.ranges)),
    'ranges max': Math.max(...runs.map((run) => run.ranges)),
    'pages p50': median(runs.map((run) => run.pages)),
    'pages max': Math.max(...runs.map((run) => run.pages)),
    'trips p50': median(runs.map((run) => run.roundTrips)),
    'trips max': Math.max(...runs.map((run) => run.roundTrips)),
    'no match (reads)': `${runs.length - answered.length} (${sum(
      runs.filter((run) => run.returned === 0).map((run) => run.documentsRead),
    )})`,
  };
}

console.log(
  `${venues.length} venues (clusters over Albuquerque and Rio Rancho, a Central Ave strip, three ` +
    `malls of 45, 1000 scattered over 110 x 100 km); ${centers.length} seeded centres (70% within ` +
    `a few km of a venue, 30% anywhere in the region); radii ${RADII_KM.join(', ')} km; ` +
    `limits ${LIMITS.join(' and ')}; 20 documents per query.`,
);

/** How many of `now` made the very same requests, answer and stats as the same search `before`. */
const sameRuns = (now: SearchRun[], before: SearchRun[]) =>
  now.filter((run, i) => run.trace !== undefined && run.trace === before[i]?.trace).length;

const verdicts: string[] = [];
const comparisons: string[] = [];
for (const limit of LIMITS) {
  const rows = [];
  for (const radiusKm of RADII_KM) {
    const ours: SearchRun[] = [];
    const uncounted: SearchRun[] = [];
    const geofire: SearchRun[] = [];
    const floor: number[] = [];
    const oursBefore: SearchRun[] = [];
    const uncountedBefore: SearchRun[] = [];
    for (const center of centers) {
      const search = { center, radiusKm, limit };
      const truth = bruteForce(venues, search);
      ours.push(await runPlanner(index, truth, search, counts));
      uncounted.push(await runPlanner(index, truth, search));
      if (earlier) {
        oursBefore.push(await runPlanner(index, truth, search, counts, earlier.searchNearby));
        uncountedBefore.push(
          await runPlanner(index, truth, search, undefined, earlier.searchNearby),
        );
      }
      geofire.push(await runGeofireDefault(index, truth, search));
      if (truth.length > 0) floor.push((await coveringFloor(index, truth, search)) / truth.length);
    }
    const mine = summarise('ours', radiusKm, ours, floor);
    rows.push(mine);
    if (earlier) rows.push(summarise(`ours @${earlier.label}`, radiusKm, oursBefore, floor));
    rows.push(summarise('ours, no counts', radiusKm, uncounted, floor));
    if (earlier) {
      rows.push(summarise(`ours, no counts @${earlier.label}`, radiusKm, uncountedBefore, floor));
      const counted = sameRuns(ours, oursBefore);
      const plain = sameRuns(uncounted, uncountedBefore);
      const all = counted === ours.length && plain === uncounted.length;
      comparisons.push(
        `limit ${limit}, ${radiusKm} km: ${all ? 'identical' : 'DIFFERENT'} (with counts ` +
          `${counted}/${ours.length} searches, without ${plain}/${uncounted.length})`,
      );
    }
    rows.push(summarise('geofire default', radiusKm, geofire, []));
    const misses = [
      mine['recall min'] < 1 && 'recall',
      mine['read/ret p50'] > 1.5 && `read/ret p50 ${mine['read/ret p50'].toFixed(2)} > 1.5`,
      mine['read/ret p90'] > 2 && `read/ret p90 ${mine['read/ret p90'].toFixed(2)} > 2.0`,
      mine['ranges max'] > NEARBY_MAX_RANGES && `ranges max ${mine['ranges max']} > 12`,
    ].filter(Boolean);
    verdicts.push(
      `limit ${limit}, ${radiusKm} km: ${misses.length ? `MISSES (${misses.join('; ')})` : 'meets the bar'}`,
    );
  }
  printTable(`limit ${limit}`, rows);
}

console.log(`
What is counted (per radius, over the ${centers.length} centres):
- recall: share of the brute-force answer (the limit nearest within the radius) returned.
- read: documents the queries returned, which is what Firestore bills as document reads.
  read/ret = read / returned, over searches that returned something ("no match" lists the
  others and the documents they read). billed/ret adds the one read Firestore bills for each
  query that returns nothing.
- floor: read/ret of the best-area ${NEARBY_MAX_RANGES}-range covering of the circle out to the
  true limit-th match, as if that distance were known before reading (ours must first find that
  distance). A reference, not a bound: ranges placed where the documents are could read less.
- ranges: queries that start a new geohash range (startAt a computed bound). Each next page of a
  range (startAfter its last document, possibly with another endBefore) counts under pages only;
  going on from a range that returned nothing (no document to start after) is a new range.
- pages: every query. trips: sequential round trips (ours reads one page at a time).
- geofire default: geohashQueryBounds(center, metres), one query per bound, limit 20, no paging,
  all in one round trip.
Bar (issue 4): recall 1.0; read/ret <= 1.5 at p50 and <= 2.0 at p90; ranges <= ${NEARBY_MAX_RANGES}.`);
for (const verdict of verdicts) console.log(`  ${verdict}`);
if (earlier) {
  console.log(`
Compared with the planner at ${earlier.label}, search by search: the same page requests (bounds,
cursor, direction, limit), the same answer (ids and distances) and the same stats.`);
  for (const comparison of comparisons) console.log(`  ${comparison}`);
  if (comparisons.some((line) => line.includes('DIFFERENT'))) process.exitCode = 1;
}

// The read ceiling (NEARBY_READ_CEILING) is a hard cap per call: it must sit above the worst
// search people can ask for, the widest radius with the most results. Measured as Firestore
// bills it (documents returned, count documents, one per query that returned nothing).
{
  const billed = { counted: [] as number[], uncounted: [] as number[] };
  for (const center of centers) {
    const search = { center, radiusKm: NEARBY_MAX_RADIUS_KM, limit: NEARBY_MAX_RESULTS };
    const truth = bruteForce(venues, search);
    billed.counted.push((await runPlanner(index, truth, search, counts)).billedReads);
    billed.uncounted.push((await runPlanner(index, truth, search)).billedReads);
  }
  const row = (method: string, reads: number[]) => ({
    method,
    'billed p50': median(reads),
    'billed p90': p90(reads),
    'billed max': Math.max(...reads),
    ceiling: NEARBY_READ_CEILING,
    'max / ceiling': (Math.max(...reads) / NEARBY_READ_CEILING).toFixed(2),
  });
  printTable(`worst case: radius ${NEARBY_MAX_RADIUS_KM} km, limit ${NEARBY_MAX_RESULTS}`, [
    row('ours (with counts)', billed.counted),
    row('ours, no counts (a filter)', billed.uncounted),
  ]);
  const worst = Math.max(...billed.counted, ...billed.uncounted);
  console.log(
    `  read ceiling: worst search at ${NEARBY_MAX_RADIUS_KM} km / ${NEARBY_MAX_RESULTS} billed ` +
      `${worst} reads, ${worst < NEARBY_READ_CEILING ? 'under' : 'OVER'} the ceiling of ${NEARBY_READ_CEILING}`,
  );
}
