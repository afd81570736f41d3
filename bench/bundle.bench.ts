// `npm run bench -- bundle`: the gzipped JavaScript each web route loads first (the entry chunk
// and its static imports, plus the route's lazy chunk and its static imports, from Vite's build
// manifest), and how much of it is Firebase code (attributed through the source maps). The home
// route must load at most 70 KB of Firebase code first. Builds the apps first (incremental).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PUBLIC_ROUTES } from '../web/src/app/route-paths';
import { printTable } from './lib/report';
import { type SourceMapV3, bytesBySource } from './lib/source-map-bytes';
import { buildWeb, webDist } from './lib/web-build';

const HOME_FIREBASE_BUDGET_KB = 70;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const isFirebase = (source: string) => /node_modules\/(@firebase|firebase|idb)\//.test(source);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

await buildWeb();
const dist = webDist();
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath))
  throw new Error(`${manifestPath} is missing: build.manifest is off?`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

/** gzipped size and Firebase share of one chunk file. */
const chunkCache = new Map<string, { gzip: number; firebaseGzip: number }>();
function measure(file: string) {
  const cached = chunkCache.get(file);
  if (cached) return cached;
  const code = readFileSync(path.join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  let firebaseGzip = 0;
  const mapFile = path.join(dist, `${file}.map`);
  if (existsSync(mapFile)) {
    const bySource = bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3);
    const firebaseRaw = [...bySource]
      .filter(([source]) => isFirebase(source))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
    // Gzip does not split by module; Firebase's share of the raw bytes estimates its share of the gzip.
    firebaseGzip = Math.round((gzip * firebaseRaw) / Buffer.byteLength(code));
  }
  const result = { gzip, firebaseGzip };
  chunkCache.set(file, result);
  return result;
}

/** Manifest keys a chunk pulls in: itself and its static imports, recursively (optionally lazy ones too). */
function closure(keys: string[], withDynamic = false, seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk "${key}".`);
    closure(chunk.imports ?? [], withDynamic, seen);
    if (withDynamic) closure(chunk.dynamicImports ?? [], withDynamic, seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest names no entry chunk.');
const total = (keys: Set<string>) =>
  [...keys]
    .map((key) => measure(manifest[key]!.file))
    .reduce(
      (sum, chunk) => ({
        gzip: sum.gzip + chunk.gzip,
        firebaseGzip: sum.firebaseGzip + chunk.firebaseGzip,
      }),
      { gzip: 0, firebaseGzip: 0 },
    );

const modules = [...new Set(PUBLIC_ROUTES.map((route) => route.module))];
const rows = modules.map((module) => {
  const routeKey = `src/app/routes/${module}.tsx`;
  const first = closure([entryKey, routeKey]);
  const all = closure([entryKey, routeKey], true);
  const firstLoad = total(first);
  const everything = total(all);
  return {
    route: PUBLIC_ROUTES.find((route) => route.module === module)!.path,
    chunks: first.size,
    'first-load JS KB gz': kb(firstLoad.gzip),
    'of it Firebase KB gz': kb(firstLoad.firebaseGzip),
    'Firebase it can load later KB gz': kb(everything.firebaseGzip - firstLoad.firebaseGzip),
  };
});

printTable(`Web routes: JavaScript loaded first (${path.relative(process.cwd(), dist)})`, rows);
const home = rows.find((row) => row.route === '/');
const homeFirebase = home?.['of it Firebase KB gz'] ?? Number.NaN;
const verdict = homeFirebase <= HOME_FIREBASE_BUDGET_KB ? 'within' : 'OVER';
console.log(
  `\nHome route: ${homeFirebase} KB of Firebase code first, ${verdict} the ${HOME_FIREBASE_BUDGET_KB} KB budget.`,
);
if (verdict === 'OVER') process.exitCode = 1;
