/**
 * Where a page's main thread spends its long tasks, from a V8 CPU profile (CDP
 * `Profiler.stop`): the main-thread benchmark's `--profile` view. The profile has no task
 * boundaries, so a span of work is a run of samples with no idle gap longer than `gapMs`; spans
 * over `minMs` stand for the long tasks. Self time is summed by script file (Vite's content
 * hash dropped, so loads of different builds add up) or, for the browser's own work, by its
 * name: `(program)` (parsing, style, layout, paint), `(garbage collector)`, `appendChild`.
 */
import { withoutHash } from '../../vite.asset-names';

/** A profile node's function: its name, its script, and where it starts there (from 0). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** The parts of a CDP `Profiler.Profile` this reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  /** Microseconds, on the profiler's own clock. */
  startTime: number;
  samples?: number[];
  /** Microseconds from the previous sample (the first from startTime). */
  timeDeltas?: number[];
}

export interface BusySpan {
  /** Milliseconds from the profile's start. */
  startMs: number;
  durationMs: number;
  /** Self time by script file (or what `labelOf` says) or browser activity, in ms. */
  selfMs: Map<string, number>;
}

/** The browser's own work by its name, a script's by its file. */
export function scriptLabel(callFrame: CallFrame): string {
  return callFrame.url ? scriptName(callFrame.url) : callFrame.functionName || '(anonymous)';
}

/** "…/assets/mountain-time-BXPzDFO.js" -> "mountain-time.js"; "" for a frame with no script. */
export function scriptName(url: string): string {
  return withoutHash(url.split(/[?#]/)[0]!.split('/').pop() ?? '');
}

const IDLE = '(idle)';

/**
 * Spans of work longer than `minMs`, each with its self time by script, or by what
 * `labelOf` makes of a function (the main-thread benchmark's view by package).
 */
export function busySpans(
  profile: CpuProfile,
  {
    minMs = 50,
    gapMs = 3,
    labelOf = scriptLabel,
  }: { minMs?: number; gapMs?: number; labelOf?: (callFrame: CallFrame) => string } = {},
): BusySpan[] {
  const labels = new Map(profile.nodes.map(({ id, callFrame }) => [id, labelOf(callFrame)]));
  const idle = new Set(
    profile.nodes
      .filter(({ callFrame }) => !callFrame.url && callFrame.functionName === IDLE)
      .map(({ id }) => id),
  );
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const spans: BusySpan[] = [];
  let current: BusySpan | null = null;
  let lastBusyEnd = -Infinity;
  let at = 0;
  for (let i = 0; i < samples.length; i += 1) {
    at += (deltas[i] ?? 0) / 1000;
    // A sample stands for the time until the next one.
    const length = (deltas[i + 1] ?? 0) / 1000;
    if (idle.has(samples[i]!)) continue;
    const label = labels.get(samples[i]!) ?? '(unknown)';
    if (!current || at - lastBusyEnd > gapMs) {
      if (current) spans.push(current);
      current = { startMs: at, durationMs: 0, selfMs: new Map() };
    }
    current.selfMs.set(label, (current.selfMs.get(label) ?? 0) + length);
    lastBusyEnd = at + length;
    current.durationMs = lastBusyEnd - current.startMs;
  }
  if (current) spans.push(current);
  return spans.filter((span) => span.durationMs > minMs);
}

/** The spans' self time summed by script, largest first. */
export function selfTimeByScript(spans: BusySpan[]): [string, number][] {
  const total = new Map<string, number>();
  for (const span of spans) {
    for (const [label, ms] of span.selfMs) total.set(label, (total.get(label) ?? 0) + ms);
  }
  return [...total].sort((a, b) => b[1] - a[1]);
}
