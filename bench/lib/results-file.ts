/**
 * bench/RESULTS.md: every full benchmark run appends one dated section (the figures, the
 * verdicts, and the machine's state), so later work can show before and after. The file is
 * created when missing; whatever is already in it is kept.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

import { AS_BUILT_ENV } from './app-build';

export const RESULTS_FILE = new URL('../RESULTS.md', import.meta.url);

const HEADER =
  '# Benchmark results\n\n' +
  'Sections appended by `npm run bench` (see docs/performance.md), oldest first.\n';

/** The machine as a benchmark saw it: timings on a shared 2-core machine mean little without it. */
export interface MachineState {
  cpus: number;
  cpuModel: string;
  /** os.loadavg(): 1, 5 and 15 minutes. */
  load: number[];
}

export function machineState(): MachineState {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpuModel: cpus[0]?.model.trim() ?? 'unknown', load: os.loadavg() };
}

/**
 * The browser's name and full version from its `--version` ("Chromium 150.0.7871.100"), or
 * "unknown". The same build once measured several times slower on a new machine with Debian's
 * Chromium 150, and nothing recorded which browser the earlier figures came from; a section that
 * timed a browser now says which. Debian's `/usr/bin/chromium` is a shell wrapper that may print
 * its own complaints to stderr; only stdout is read.
 */
export function chromiumVersion(executablePath: string): string {
  try {
    const output = execFileSync(executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return parseBrowserVersion(output);
  } catch {
    return 'unknown';
  }
}

/** "Chromium 150.0.7871.100 built on Debian…" -> "Chromium 150.0.7871.100"; "unknown" otherwise. */
export function parseBrowserVersion(output: string): string {
  return /^\s*([A-Za-z][\w ]*?) (\d+(?:\.\d+)+)\b/m.exec(output)?.slice(1, 3).join(' ') ?? 'unknown';
}

const loadText = (load: number[]) => load.map((value) => value.toFixed(2)).join(' / ');

/** The commit measured, marked when the worktree had uncommitted changes (to the code measured). */
function commitText(): string {
  try {
    const cwd = new URL('..', import.meta.url);
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    // The results file itself does not count: it is what the benchmarks write.
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--', ':(top)', ':(top,exclude)bench/RESULTS.md'], {
        cwd,
        encoding: 'utf8',
      }).trim() !== '';
    return `${head} (${branch}${dirty ? ', with uncommitted changes' : ''})`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** A markdown table; numbers are printed as given (round them first). */
export function markdownTable(rows: Record<string, string | number>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) => String(value ?? '').replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

export interface ResultsSection {
  title: string;
  command: string;
  startedAt: Date;
  before: MachineState;
  after: MachineState;
  /**
   * The browser the figures came from, for a section that ran one: `chromiumVersion` of the binary
   * Lighthouse launched, or `browserVersion` of the one Playwright launched.
   */
  browser?: string;
  /** Markdown after the machine line: tables, verdicts, notes. */
  body: string;
}

export function formatSection(section: ResultsSection, commit = commitText()): string {
  const when = section.startedAt.toISOString().replace('T', ' ').slice(0, 16);
  return [
    `## ${when} UTC · ${section.title}`,
    '',
    `Command: \`${section.command}\`; commit ${commit}. Machine: ${section.before.cpus} CPUs ` +
      `(${section.before.cpuModel}); load average (1 / 5 / 15 min) ${loadText(section.before.load)} ` +
      `at the start, ${loadText(section.after.load)} at the end.` +
      (section.browser ? ` Browser: ${section.browser}.` : ''),
    '',
    section.body.trim(),
    '',
  ].join('\n');
}

/**
 * Appends the section to bench/RESULTS.md (or `file`), creating the file when missing, and says
 * so. Returns false, writing nothing, when the apps were measured as built (`AS_BUILT_ENV`).
 */
export function appendResults(section: ResultsSection, file: URL | string = RESULTS_FILE): boolean {
  if (process.env[AS_BUILT_ENV]) {
    console.log(
      '\nNot appended to bench/RESULTS.md: --no-build measured the apps as last built, perhaps not this commit.',
    );
    return false;
  }
  if (!existsSync(file)) writeFileSync(file, HEADER);
  const current = readFileSync(file, 'utf8');
  const separator = current.endsWith('\n\n') ? '' : current.endsWith('\n') ? '\n' : '\n\n';
  appendFileSync(file, `${separator}${formatSection(section)}`);
  console.log('\nAppended to bench/RESULTS.md.');
  return true;
}
