import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type CallFrame, scriptLabel } from './cpu-profile';
import { type SegmentStart, type SourceMapV3, segmentStarts } from './source-map-bytes';

/**
 * The original source of a position in a generated file, from its source map: the source of
 * the last mapping segment at or before the column on that line (null where nothing is mapped).
 * Lines and columns count from 0, as V8's CPU profiles give them.
 */
export function sourceLookup(map: SourceMapV3): (line: number, column: number) => string | null {
  const lines = segmentStarts(map);
  return (line, column) => {
    const starts = lines[line] ?? [];
    // The last segment starting at or before the column.
    let low = 0;
    let high = starts.length - 1;
    let found: SegmentStart | null = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle]!.column <= column) {
        found = starts[middle]!;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found?.source ?? null;
  };
}

/**
 * What a source belongs to, for a profile by package: an npm package by its name
 * ("react-router", "@firebase/firestore"), a shared package of ours by its name
 * ("@fundax/client"), or "app" for the app's own code.
 */
export function packageOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  // The innermost node_modules: a package nested in another's is its own.
  const npm = [...path.matchAll(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)(?=\/)/g)].at(-1);
  if (npm) return npm[1]!;
  const ours = /(?:^|\/)packages\/([^/]+)\//.exec(path);
  if (ours) return `@fundax/${ours[1]}`;
  return 'app';
}

/**
 * What a source is, for a profile by module: an npm package by its name (its modules are not
 * ours to change), and our own code by its file from the repository's root, without
 * `packages/` ("client/src/queries/converters.ts", "web/src/app/routes/portal-dashboard.tsx").
 * `source` is as the map names it, relative to `mapDir`, the map's folder.
 */
export function moduleOf(source: string, mapDir: string, root: string): string {
  const owner = packageOf(source);
  if (!owner.startsWith('@fundax/') && owner !== 'app') return owner;
  const file = path.relative(root, path.resolve(mapDir, source)).replaceAll('\\', '/');
  return file.replace(/^packages\//, '');
}

/**
 * Labels a CPU profile's functions by package (`packageOf`), or by `moduleOf` with
 * `{ by: 'module' }`, from the source maps of the build in `dist` that served them; the
 * browser's own work, and scripts with no map, as `scriptLabel` does.
 */
export function packageLabeler(
  dist: string,
  { by = 'package' }: { by?: 'package' | 'module' } = {},
): (callFrame: CallFrame) => string {
  // The repository's root: bench/lib's grandparent.
  const root = path.resolve(import.meta.dirname, '../..');
  const labelOf = (source: string, mapDir: string) =>
    by === 'module' ? moduleOf(source, mapDir, root) : packageOf(source);
  const lookups = new Map<string, ReturnType<typeof sourceLookup> | null>();
  return (callFrame) => {
    // Chromium's own scripts are named, not addressed ("v8/LoadTimes"): no map of ours.
    if (!URL.canParse(callFrame.url)) return scriptLabel(callFrame);
    const file = new URL(callFrame.url).pathname;
    if (!lookups.has(file)) {
      const mapFile = path.join(dist, `${file}.map`);
      lookups.set(
        file,
        existsSync(mapFile)
          ? sourceLookup(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3)
          : null,
      );
    }
    const source = lookups.get(file)?.(callFrame.lineNumber ?? 0, callFrame.columnNumber ?? 0);
    return source ? labelOf(source, path.dirname(path.join(dist, file))) : scriptLabel(callFrame);
  };
}
