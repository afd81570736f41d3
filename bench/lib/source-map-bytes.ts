/**
 * Bytes of a generated file attributed to each original source, from its source map (the way
 * source-map-explorer counts): every mapping segment owns the generated text up to the next.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One mapping segment's numbers (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad VLQ character "${char}" in a source map.`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      const negative = value & 1;
      value >>>= 1;
      values.push(negative ? -value : value);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export interface SourceMapV3 {
  sources: string[];
  mappings: string;
  /** The original identifiers segments may name (a minified function's own name). */
  names?: string[];
}

/**
 * Where a mapping segment starts on its generated line, its source (null: unmapped) and the
 * original identifier it maps (null when it names none).
 */
export interface SegmentStart {
  column: number;
  source: string | null;
  name: string | null;
}

/**
 * Every generated line's mapping segments, in order. A segment's source and name indexes are
 * relative to the previous segment's that has one, across lines too.
 */
export function segmentStarts(map: SourceMapV3): SegmentStart[][] {
  let sourceIndex = 0;
  let nameIndex = 0;
  return map.mappings.split(';').map((text) => {
    let column = 0;
    return text
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta = 0, sourceDelta, , , nameDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return { column, source: null, name: null };
        sourceIndex += sourceDelta;
        if (nameDelta !== undefined) nameIndex += nameDelta;
        return {
          column,
          source: map.sources[sourceIndex] ?? null,
          name: nameDelta === undefined ? null : (map.names?.[nameIndex] ?? null),
        };
      });
  });
}

/** source path -> bytes of `code` generated from it ("(unmapped)" for the rest). */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string | null, bytes: number) =>
    totals.set(source ?? '(unmapped)', (totals.get(source ?? '(unmapped)') ?? 0) + bytes);
  const lines = code.split('\n');
  const startsByLine = segmentStarts(map);
  lines.forEach((line, lineIndex) => {
    const lineBytes = Buffer.byteLength(line) + (lineIndex < lines.length - 1 ? 1 : 0);
    const starts = startsByLine[lineIndex] ?? [];
    if (starts.length === 0) {
      add(null, lineBytes);
      return;
    }
    // Columns count UTF-16 units; chunks are minified ASCII almost entirely, so units ~ bytes.
    add(null, starts[0]!.column);
    starts.forEach((start, i) => {
      const end = starts[i + 1]?.column ?? lineBytes;
      add(start.source, Math.max(0, end - start.column));
    });
  });
  return totals;
}
