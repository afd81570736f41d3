import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Manifest, firstRouteChunks, measureFirstRoute, staticClosure } from './first-route';

const gz = (code: string) => gzipSync(code, { level: 9 }).length;

/** One line from zod, one from the Firebase SDK, one of our own (per the source map). */
const SHARED_CODE = 'var a=1;\nvar b=2;\nvar c=3;';
const SHARED_MAP = {
  version: 3,
  sources: ['../node_modules/zod/v4/core.js', '../node_modules/@firebase/app/x.js', '../src/app.ts'],
  mappings: 'AAAA;ACAA;ACAA',
};

const FILES: Record<string, string> = {
  'assets/entry.js': 'import "./shared.js";console.log("entry")',
  'assets/shared.js': SHARED_CODE,
  'assets/route.js': 'export const Component = () => "route";'.repeat(3),
  'assets/route-dep.js': 'export const dep = 1;',
  'assets/lazy.js': 'export const big = "leaflet";'.repeat(200),
  'assets/other.js': 'export const Other = 1;'.repeat(50),
};

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/route.tsx', 'src/other.tsx', '_lazy.js'],
  },
  // Imports the entry back: Vite's manifest has such cycles.
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/route.tsx': {
    file: 'assets/route.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_route-dep.js', 'index.html'],
    dynamicImports: ['_lazy.js'],
  },
  '_route-dep.js': { file: 'assets/route-dep.js' },
  '_lazy.js': { file: 'assets/lazy.js', isDynamicEntry: true },
  'src/other.tsx': { file: 'assets/other.js', isDynamicEntry: true },
};

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'first-route-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  for (const [file, code] of Object.entries(FILES)) writeFileSync(path.join(dist, file), code);
  writeFileSync(path.join(dist, 'assets/shared.js.map'), JSON.stringify(SHARED_MAP));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the first route of a build', () => {
  it('is the entry and the route chunk with their static imports, never a dynamic import', () => {
    expect([...firstRouteChunks(MANIFEST, ['src/route.tsx'])].sort()).toEqual([
      '_route-dep.js',
      '_shared.js',
      'index.html',
      'src/route.tsx',
    ]);
    expect([...staticClosure(MANIFEST, ['index.html'])].sort()).toEqual(['_shared.js', 'index.html']);
  });

  it('refuses a route chunk that is not a lazy chunk of the build (a stale route table)', () => {
    expect(() => firstRouteChunks(MANIFEST, ['src/renamed.tsx'])).toThrow(/not a lazy chunk/);
    expect(() => firstRouteChunks(MANIFEST, ['_shared.js'])).toThrow(/not a lazy chunk/);
  });

  it('sizes the files it loads, gzip -9, with zod and Firebase shares from the source maps', () => {
    const { total, entry, files } = measureFirstRoute(dist, ['src/route.tsx']);
    expect(files).toEqual(['assets/entry.js', 'assets/route-dep.js', 'assets/route.js', 'assets/shared.js']);
    const sizes = files.map((file) => gz(FILES[file]!));
    expect(total.gzip).toBe(sizes.reduce((sum, size) => sum + size, 0));
    expect(entry.gzip).toBe(gz(FILES['assets/entry.js']!) + gz(SHARED_CODE));
    // 9 of the shared file's 26 bytes are zod's and 9 Firebase's: that share of its gzip.
    expect(total.zodGzip).toBe(Math.round((gz(SHARED_CODE) * 9) / 26));
    expect(total.firebaseGzip).toBe(Math.round((gz(SHARED_CODE) * 9) / 26));
    expect(entry.zodGzip).toBe(total.zodGzip);
  });

  it('fails loudly without a manifest (an unbuilt app is not a 0 KB app)', () => {
    expect(() => measureFirstRoute(path.join(dist, 'missing'), [])).toThrow(/manifest\.json is missing/);
  });
});
