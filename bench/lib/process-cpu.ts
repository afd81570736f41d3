// What else runs on the machine while a page loads. Lighthouse's simulation scales the main
// thread's unthrottled tasks by 4, so a task slowed because the emulators, the benchmark or the
// browser's other processes held the two cores counts as the page's own. The sampler reads every
// process's CPU time from Linux's /proc a few times a second; a load's share per kind of process
// says whether its run was measured on a quiet machine (docs/performance.md, "Load on a shared
// machine").
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { type TraceEvent, pageNavigation } from './trace';

/** Kinds of process, as a phone would or would not run them beside the page. */
export const PROCESS_GROUPS = [
  'page renderer',
  'browser',
  'GPU process',
  'network service',
  'other Chromium',
  'benchmark',
  'Firestore JVM',
  'emulators (Node)',
  'other',
] as const;
export type ProcessGroup = (typeof PROCESS_GROUPS)[number];

/**
 * The kind of a process from its command line (arguments joined by spaces). Chromium's
 * processes say their type (`--type=renderer`, `--utility-sub-type=network.mojom.NetworkService`);
 * the benchmark is this process; the emulators are the Firestore emulator's JVM and the Firebase
 * CLI's Node processes (the CLI, the functions' runtimes).
 */
export function processGroupOf(commandLine: string, isBenchmark: boolean): ProcessGroup {
  if (isBenchmark) return 'benchmark';
  const words = commandLine.split(' ');
  const program = words[0] ?? '';
  if (/(?:^|\/)(?:chromium|chrome|headless_shell)$/.test(program)) {
    const type = words.find((word) => word.startsWith('--type='))?.slice('--type='.length);
    if (!type) return 'browser';
    if (type === 'renderer') return 'page renderer';
    if (type === 'gpu-process') return 'GPU process';
    if (commandLine.includes('--utility-sub-type=network.mojom.NetworkService'))
      return 'network service';
    return 'other Chromium';
  }
  if (/(?:^|\/)java$/.test(program)) return 'Firestore JVM';
  if (/(?:^|\/)node$/.test(program) && /firebase|functions/.test(commandLine))
    return 'emulators (Node)';
  return 'other';
}

/** Every process's CPU time so far (user and system, in clock ticks), at one moment. */
export interface CpuSnapshot {
  /** CLOCK_MONOTONIC in ms, the clock of Chromium's trace timestamps on Linux. */
  atMs: number;
  ticks: Map<number, { group: ProcessGroup; ticks: number }>;
}

/** Each kind's CPU between two snapshots, in percent of one core (100 = one core all the time). */
export function cpuShares(
  before: CpuSnapshot,
  after: CpuSnapshot,
  ticksPerSecond: number,
): Record<ProcessGroup, number> {
  const shares = Object.fromEntries(PROCESS_GROUPS.map((group) => [group, 0])) as Record<
    ProcessGroup,
    number
  >;
  const seconds = (after.atMs - before.atMs) / 1000;
  if (seconds <= 0) throw new Error('cpuShares: the second snapshot must come after the first.');
  for (const [pid, { group, ticks }] of after.ticks) {
    // A process started between the two counts from zero; one that ended is left out. Its kind
    // is the later snapshot's (see snapshot).
    const used = ticks - (before.ticks.get(pid)?.ticks ?? 0);
    shares[group] += (used / ticksPerSecond / seconds) * 100;
  }
  return shares;
}

/**
 * The shares over a window, from the snapshots nearest its ends (the last at or before its start,
 * the first at or after its end); null when the snapshots do not cover it.
 */
export function sharesOver(
  snapshots: CpuSnapshot[],
  fromMs: number,
  toMs: number,
  ticksPerSecond: number,
): Record<ProcessGroup, number> | null {
  const before = snapshots.findLast((snapshot) => snapshot.atMs <= fromMs);
  const after = snapshots.find((snapshot) => snapshot.atMs >= toMs);
  return before && after ? cpuShares(before, after, ticksPerSecond) : null;
}

/** Now on CLOCK_MONOTONIC, in ms (Node's hrtime is that clock on Linux). */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** The kernel's clock ticks per second (`getconf CLK_TCK`; 100 on Linux nearly everywhere). */
export function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, after the parenthesised name). */
export function ticksFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The processes running now: /proc's numeric entries. */
export function processIds(proc = '/proc'): number[] {
  return readdirSync(proc)
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** A process's program and arguments, from /proc; throws when the process has ended. */
export function commandLineOf(pid: number, proc = '/proc'): string[] {
  const text = readFileSync(join(proc, String(pid), 'cmdline'), 'utf8');
  // Each argument ends with a NUL, the last one too.
  return (text.endsWith('\0') ? text.slice(0, -1) : text).split('\0');
}

function snapshot(): CpuSnapshot {
  const ticks: CpuSnapshot['ticks'] = new Map();
  for (const pid of processIds()) {
    try {
      const used = ticksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (used === 0) continue;
      // Read at every sample, not kept: a process just forked still shows its parent's command
      // line (Chromium's network service its browser's, a renderer the zygote's).
      const commandLine = commandLineOf(pid).join(' ').trim();
      ticks.set(pid, { group: processGroupOf(commandLine, pid === process.pid), ticks: used });
    } catch {
      // The process ended while it was read.
    }
  }
  return { atMs: monotonicMs(), ticks };
}

/**
 * Samples every process's CPU time every `intervalMs` until stopped. Reading /proc costs the
 * benchmark's process a millisecond or two a sample, which it counts as its own.
 */
export function startCpuSampler(intervalMs = 250): {
  snapshots: CpuSnapshot[];
  stop: () => void;
} {
  const snapshots = [snapshot()];
  const timer = setInterval(() => snapshots.push(snapshot()), intervalMs);
  // A run that fails must still end: the sampler alone does not keep the process alive.
  timer.unref();
  return { snapshots, stop: () => clearInterval(timer) };
}

/** When the measured page's navigation started, in ms on the monotonic clock, from its trace. */
export function navigationStartMs(traceEvents: readonly TraceEvent[]): number | null {
  const start = pageNavigation(traceEvents);
  return start ? start.ts / 1000 : null;
}
