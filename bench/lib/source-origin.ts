import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type CallFrame, scriptLabel } from './cpu-profile';
import { type SourceMapV3, decodeSegment } from './source-map-bytes';

/**
 * The original source of a position in a generated file, from its source map: the source of
 * the last mapping segment at or before the column on that line (null where nothing is mapped).
 * Lines and columns count from 0, as V8's CPU profiles give them.
 */
export function sourceLookup(map: SourceMapV3): (line: number, column: number) => string | null {
  // Per generated line: segment start columns and their source index (-1: unmapped).
  const lines: { columns: number[]; sources: number[] }[] = [];
  let sourceIndex = 0;
  for (const text of map.mappings.split(';')) {
    const columns: number[] = [];
    const sources: number[] = [];
    let column = 0;
    for (const segment of text.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      // A segment's other fields are relative to the previous segment's, across lines too.
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      columns.push(column);
      sources.push(sourceDelta === undefined ? -1 : sourceIndex);
    }
    lines.push({ columns, sources });
  }
  return (line, column) => {
    const segments = lines[line];
    if (!segments) return null;
    let low = 0;
    let high = segments.columns.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (segments.columns[middle]! <= column) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    const index = found === -1 ? -1 : segments.sources[found]!;
    return index === -1 ? null : (map.sources[index] ?? null);
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
 * Labels a CPU profile's functions by package (`packageOf`), from the source maps of the build
 * in `dist` that served them; the browser's own work, and scripts with no map, as `scriptLabel`
 * does.
 */
export function packageLabeler(dist: string): (callFrame: CallFrame) => string {
  const lookups = new Map<string, ReturnType<typeof sourceLookup> | null>();
  return (callFrame) => {
    if (!callFrame.url) return scriptLabel(callFrame);
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
    return source ? packageOf(source) : scriptLabel(callFrame);
  };
}
