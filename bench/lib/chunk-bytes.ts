import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { type SourceMapV3, bytesBySource } from './source-map-bytes';

/** Gzipped size of a script and how much of it is Firebase SDK code and zod. */
export interface ChunkBytes {
  /** Bytes as served uncompressed. */
  raw: number;
  /** gzip -9 of the whole file. */
  gzip: number;
  /** Firebase SDK's share of `gzip` (its share of the raw bytes, by the source map). */
  firebaseGzip: number;
  /** zod's share of `gzip`, likewise. */
  zodGzip: number;
}

/** The npm package a source path is in ("@firebase/auth", "zod"), or "app" for our own code. */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return match?.[1] ?? 'app';
}

/** The package that makes up most of a built file (by its source map), e.g. "@firebase/auth". */
export function mainPackage(file: string): string {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return 'unknown';
  const byPackage = new Map<string, number>();
  const code = readFileSync(file, 'utf8');
  for (const [source, bytes] of bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3)) {
    const name = source === '(unmapped)' ? source : packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  byPackage.delete('(unmapped)');
  return [...byPackage].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

const FIREBASE = /node_modules\/(@firebase|firebase|idb)\//;
const ZOD = /node_modules\/zod\//;

/**
 * Sizes one script. gzip is level 9, so the figures do not depend on the server's settings; the
 * shares come from the source map when there is one (a script without one counts as neither).
 * Gzip does not split by module: a library's share of the raw bytes estimates its share of the
 * gzip.
 */
export function measureScript(code: string, map: SourceMapV3 | null): ChunkBytes {
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 9 }).length;
  if (!map || raw === 0) return { raw, gzip, firebaseGzip: 0, zodGzip: 0 };
  let firebaseRaw = 0;
  let zodRaw = 0;
  for (const [source, bytes] of bytesBySource(code, map)) {
    if (FIREBASE.test(source)) firebaseRaw += bytes;
    else if (ZOD.test(source)) zodRaw += bytes;
  }
  return {
    raw,
    gzip,
    firebaseGzip: Math.round((gzip * firebaseRaw) / raw),
    zodGzip: Math.round((gzip * zodRaw) / raw),
  };
}

const cache = new Map<string, ChunkBytes>();

/** Sizes a built file (with `<file>.map` beside it when the build wrote one); cached per path. */
export function measureBuiltFile(file: string): ChunkBytes {
  const cached = cache.get(file);
  if (cached) return cached;
  const mapFile = `${file}.map`;
  const map = existsSync(mapFile)
    ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3)
    : null;
  const result = measureScript(readFileSync(file, 'utf8'), map);
  cache.set(file, result);
  return result;
}

export const ZERO_BYTES: ChunkBytes = { raw: 0, gzip: 0, firebaseGzip: 0, zodGzip: 0 };

export function addBytes(a: ChunkBytes, b: ChunkBytes): ChunkBytes {
  return {
    raw: a.raw + b.raw,
    gzip: a.gzip + b.gzip,
    firebaseGzip: a.firebaseGzip + b.firebaseGzip,
    zodGzip: a.zodGzip + b.zodGzip,
  };
}

/** Kilobytes (1024) to one decimal, as the tables print them. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
