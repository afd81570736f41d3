/**
 * A route's first-load JavaScript, computed from the build's own output (Vite's manifest and the
 * chunks beside it), with no browser and no timing: what the budget check in `npm test` enforces.
 *
 * "First route" here is the code that must arrive before the route can render at all:
 *   - the entry chunk (index.html's script) and its static imports, recursively;
 *   - the route's lazy chunk(s) (the route module, and a lazy layout around it such as the
 *     portal's shell) and their static imports, recursively.
 * Not counted: dynamic imports, which load only when code asks for them (the Firebase SDK when
 * the page first reads or calls, Leaflet when the map scrolls into view). The browser benchmark
 * (bench/bundle.bench.ts) measures those too, from what Chromium fetched; docs/performance.md
 * compares the two.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type ChunkBytes, ZERO_BYTES, addBytes, mainPackage, measureBuiltFile } from './chunk-bytes';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's `.vite/manifest.json` (the build must write it: `build.manifest` in vite.shared.ts). */
export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the apps first (npm run build).`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${keys.length}.`);
  }
  return keys[0]!;
}

/** The given chunks and everything they import statically, recursively (cycles allowed). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The manifest keys of a route's first load: the entry's closure plus its route chunks'. */
export function firstRouteChunks(manifest: Manifest, routeChunks: readonly string[]): Set<string> {
  for (const key of routeChunks) {
    if (!manifest[key]?.isDynamicEntry) {
      throw new Error(
        `"${key}" is not a lazy chunk of this build: the route table and bench/lib/measured-pages.ts disagree.`,
      );
    }
  }
  return staticClosure(manifest, [entryKey(manifest), ...routeChunks]);
}

export interface FirstRouteBytes {
  /** The whole first route. */
  total: ChunkBytes;
  /** The entry's part of it (every route of the app loads this). */
  entry: ChunkBytes;
  /** The files, relative to the dist folder. */
  files: string[];
}

/** Sizes a route's first load in a built app. */
export function measureFirstRoute(dist: string, routeChunks: readonly string[]): FirstRouteBytes {
  const manifest = readManifest(dist);
  const sum = (keys: Set<string>) =>
    [...keys]
      .map((key) => measureBuiltFile(path.join(dist, manifest[key]!.file)))
      .reduce(addBytes, ZERO_BYTES);
  const keys = firstRouteChunks(manifest, routeChunks);
  return {
    total: sum(keys),
    entry: sum(staticClosure(manifest, [entryKey(manifest)])),
    files: [...keys].map((key) => manifest[key]!.file).sort(),
  };
}

/**
 * A readable name for a built file: the module it was split at ("firebase/auth",
 * "src/app/home/featured-fundraisers.tsx"), or for a shared chunk the package making up most of
 * it ("@firebase/app").
 */
export function chunkLabel(dist: string, file: string): string {
  const chunk = Object.values(readManifest(dist)).find((candidate) => candidate.file === file);
  const src = chunk?.src;
  if (src) {
    const inPackage = /node_modules\/(.+?)\/dist\//.exec(src);
    return inPackage?.[1] ?? src;
  }
  const main = mainPackage(path.join(dist, file));
  return main === 'app' ? `app code (${path.basename(file)})` : main;
}
