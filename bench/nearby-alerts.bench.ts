// `npm run bench -- alerts` (also part of `npm run bench -- nearby`): what announcing a newly
// public event to its alert subscribers reads. 5,000 subscribers on a synthetic Albuquerque /
// Rio Rancho, each storing its circle's covering cells (alertCells, as setEventAlerts does);
// each approval looks them up with one array-contains-any over the event's 30 cell values (as
// findAlertSubscribers does), which returns every subscriber whose covering holds the event,
// once, and then keeps those within their true radius. A document read is a subscriber
// returned; a query page that returns nothing still costs one read. The bar: reads per
// approval <= 2 x matching subscribers + C, on every approval.
import { alertCells, alertLookupTokens, distanceKm, encodeGeohash } from '@fundax/core';

import { REGION, makeCenters, makeVenues, seededRandom } from './lib/nearby-dataset';
import { printTable, quantile } from './lib/report';

const SUBSCRIBERS = 5_000;
const APPROVALS = 400;
/** The lookup's page size (functions/src/notify/alerts/alert-subscribers.ts). */
const PAGE = 300;
/**
 * The constant of the bar: the one read a lookup that finds nobody is billed, or the empty last
 * page of a lookup whose results fill whole pages, plus one subscriber read for nothing.
 */
const C = 2;

interface Subscriber {
  center: [number, number];
  radiusKm: number;
}

interface Approval {
  candidates: number;
  matches: number;
  reads: number;
}

const venues = makeVenues();

// Events are approved where venues are, and a few anywhere in the region.
const eventRandom = seededRandom(1_234);
const events: [number, number][] = Array.from({ length: APPROVALS }, () => {
  if (eventRandom() < 0.85) {
    const venue = venues[Math.floor(eventRandom() * venues.length)]!;
    return [venue.lat, venue.lng];
  }
  return [
    REGION.south + eventRandom() * (REGION.north - REGION.south),
    REGION.west + eventRandom() * (REGION.east - REGION.west),
  ];
});

function run(label: string, radius: (random: () => number) => number) {
  const random = seededRandom(4_242);
  // People live where the search centres of the nearby bench are: mostly in town, some out in
  // the countryside.
  const subscribers: Subscriber[] = makeCenters(venues, SUBSCRIBERS, 99).map((center) => ({
    center,
    radiusKm: Math.round(radius(random) * 10) / 10,
  }));
  // The index Firestore keeps on users.eventAlerts.cells: cell value -> documents holding it.
  const started = performance.now();
  const index = new Map<string, number[]>();
  const cellCounts: number[] = [];
  subscribers.forEach((subscriber, i) => {
    const cells = alertCells(subscriber.center, subscriber.radiusKm);
    cellCounts.push(cells.length);
    for (const cell of cells) {
      const holders = index.get(cell);
      if (holders) holders.push(i);
      else index.set(cell, [i]);
    }
  });
  const coveringMs = (performance.now() - started) / SUBSCRIBERS;

  let missed = 0;
  const approvals: Approval[] = events.map((point) => {
    const found = new Set<number>();
    for (const token of alertLookupTokens(encodeGeohash(point))) {
      for (const i of index.get(token) ?? []) found.add(i);
    }
    const inside = (s: Subscriber) => distanceKm(s.center, point) <= s.radiusKm;
    const matches = [...found].filter((i) => inside(subscribers[i]!)).length;
    // Brute force over every subscriber: the lookup must find exactly the same people.
    missed += Math.abs(subscribers.filter(inside).length - matches);
    const candidates = found.size;
    // Pages of PAGE documents; a short page ends the lookup, an empty one costs one read.
    return { candidates, matches, reads: candidates + (candidates % PAGE === 0 ? 1 : 0) };
  });

  const stat = (values: number[]) =>
    `${quantile(values, 0.5)} / ${quantile(values, 0.9)} / ${Math.max(...values)}`;
  const withMatch = approvals.filter((a) => a.matches > 0);
  const ratios = withMatch.map((a) => (a.candidates - a.matches) / a.matches);
  const noMatch = approvals.filter((a) => a.matches === 0);
  const failing = approvals.filter((a) => a.reads > 2 * a.matches + C);
  printTable(`${label}: ${SUBSCRIBERS} subscribers, ${APPROVALS} approvals (p50 / p90 / max)`, [
    { figure: 'matching subscribers per approval', value: stat(approvals.map((a) => a.matches)) },
    { figure: 'documents read per approval', value: stat(approvals.map((a) => a.reads)) },
    {
      figure: 'read but outside their circle',
      value: stat(approvals.map((a) => a.candidates - a.matches)),
    },
    {
      figure: 'outside / matching (approvals with a match)',
      value: `${quantile(ratios, 0.5).toFixed(3)} / ${quantile(ratios, 0.9).toFixed(3)} / ${Math.max(...ratios).toFixed(3)}`,
    },
    {
      figure: 'approvals matching nobody: count, reads max',
      value: `${noMatch.length}, ${Math.max(0, ...noMatch.map((a) => a.reads))}`,
    },
    {
      figure: `reads - 2 x matches (the bar: <= ${C})`,
      value: stat(approvals.map((a) => a.reads - 2 * a.matches)),
    },
    { figure: 'cells stored per subscriber', value: stat(cellCounts) },
    { figure: 'covering time per subscriber (ms)', value: coveringMs.toFixed(2) },
    { figure: 'matches missed or extra vs brute force', value: missed },
  ]);
  const verdict = failing.length === 0 ? 'met' : `MISSED on ${failing.length} of ${APPROVALS}`;
  console.log(`  bar reads <= 2 x matches + ${C}: ${verdict}`);
  return failing.length === 0 && missed === 0;
}

console.log(`Reading every subscriber instead would cost ${SUBSCRIBERS} reads per approval.`);
const results = [
  // Radii spread evenly on a log scale from 1 to 50 km (median about 7 km).
  run('Radii 1-50 km, log-uniform', (random) => Math.exp(random() * Math.log(50))),
  // Neighbourhood alerts only: small circles, so most approvals match few people.
  run('Radii 1-5 km', (random) => 1 + 4 * random()),
];
if (results.includes(false)) process.exitCode = 1;
