// `npm run bench -- lighthouse`: Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU
// slowdown, a Moto G Power screen) on every row of issue 16's goals table
// (bench/lib/measured-pages.ts LIGHTHOUSE_PAGES), in Debian's Chromium, through the Hosting
// emulator (which compresses as Firebase Hosting does). Signed-in rows sign the demo account in
// through the app's own sign-in form first, in the browser Lighthouse then drives: storage is kept
// between runs and only the HTTP cache is cleared. Prints every run, the medians (with two
// readings of each run's trace beside TBT: the page's blocking by the clock and by its thread's
// own CPU time), and a verdict per row against bench/budgets.json; appends a dated section to
// bench/RESULTS.md.
// Options (flag or environment):
//   --runs=N / LIGHTHOUSE_RUNS      runs per page (default 5; the median is reported)
//   --pages=a,b / BENCH_PAGES       only these rows (then nothing is appended to RESULTS.md)
//   LIGHTHOUSE_PATH=/x [LIGHTHOUSE_APP=web|admin|mobile] [LIGHTHOUSE_AS=partner]
//                                   one other page instead of the table (no verdict, not appended)
//   LIGHTHOUSE_REPORT=<file.json>   keep every run's full report (`<file>-<run>.json`, or
//                                   `<file>-<row>-<run>.json` when several rows run), to read its
//                                   network waterfall, LCP element and long tasks
//   LIGHTHOUSE_TRACE=<file.json>    keep every run's trace, the unthrottled load that
//                                   Lighthouse's simulation scales by 4 (named as the report is);
//                                   DevTools' Performance panel opens it
//   --shared-cores / LIGHTHOUSE_SHARED_CORES=1
//                                   leave the cores as the kernel shares them: by default the
//                                   emulators' JVMs' scheduling groups go last and the browser's
//                                   first (lib/autogroups.ts), as on a phone, which does not run
//                                   the servers
//   --cpu / LIGHTHOUSE_CPU=1        also print, per run, what each kind of process (the page's
//                                   renderer, the browser's others, the emulators, this benchmark)
//                                   used of the CPU in the load's first 2 s, from /proc
//                                   (lib/process-cpu.ts); such a run is not appended to RESULTS.md
import { writeFileSync } from 'node:fs';
import os from 'node:os';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { seededIds } from '../e2e/support/seeded-ids';
import {
  LIGHTHOUSE_METRICS,
  type LighthouseMetric,
  checkGoals,
  describeBound,
  lighthouseGroupOf,
  readBudgets,
  verdictText,
} from './lib/budgets';
import { buildApps } from './lib/app-build';
import { browserFirst, emulatorsLast, prioritiesLine } from './lib/autogroups';
import { signInThroughForm } from './lib/demo-sign-in';
import { type RowHostIndex, SLOW_HOST_INDEX, slowHostNote } from './lib/host-speed';
import {
  type AppName,
  type DemoAccountKey,
  LIGHTHOUSE_PAGES,
  type MeasuredPage,
  option,
  selectPages,
} from './lib/measured-pages';
import { slowedBlockingMs, traceTasks } from './lib/long-tasks';
import { median } from './lib/median';
import {
  PROCESS_GROUPS,
  clockTicksPerSecond,
  navigationStartMs,
  sharesOver,
  startCpuSampler,
} from './lib/process-cpu';
import { printTable } from './lib/report';
import { appendResults, chromiumVersion, machineState, markdownTable } from './lib/results-file';
import { devShmBytes, sharedMemoryFlags } from '../e2e/support/shared-memory';

// Figures are always of the current code (`npm run build` rebuilds only what changed).
buildApps();
const startedAt = new Date();
const before = machineState();
const runs = Number(option('runs', 'LIGHTHOUSE_RUNS') ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1 (got ${runs}).`);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The load's first seconds, over which --cpu reports each kind of process's share. */
const CPU_WINDOW_MS = 2_000;
const cpuSampler =
  process.argv.includes('--cpu') || process.env.LIGHTHOUSE_CPU === '1' ? startCpuSampler() : null;
/** With --cpu: each run's load start, read against the samples once every run is done. */
const cpuLoads: { page: string; run: number; tbtMs: number; fromMs: number }[] = [];
const browserMeasured = chromiumVersion(chromePath);
const appUrls = process.env.FUNDAX_APP_URLS
  ? (JSON.parse(process.env.FUNDAX_APP_URLS) as Record<AppName, string>)
  : null;
if (!appUrls) {
  throw new Error(
    'Lighthouse measures the apps as the Hosting emulator serves them: run it with `npm run bench -- lighthouse`.',
  );
}
/**
 * How the cores are shared while the pages load (lib/autogroups.ts): the emulators' groups go last
 * unless --shared-cores, set only once the benchmark knows it runs beside its emulators.
 */
const sharedCores =
  process.argv.includes('--shared-cores') || process.env.LIGHTHOUSE_SHARED_CORES === '1';
const priorities = sharedCores ? null : emulatorsLast();
const coresLine = prioritiesLine(priorities);
console.log(coresLine);

/** LIGHTHOUSE_PATH: one page outside the table, measured without a verdict. */
function adHocPage(): MeasuredPage | null {
  const path = process.env.LIGHTHOUSE_PATH;
  if (!path) return null;
  if (!path.startsWith('/')) throw new Error(`LIGHTHOUSE_PATH must start with "/": ${path}`);
  const app = (process.env.LIGHTHOUSE_APP ?? 'web') as AppName;
  if (!(app in appUrls!))
    throw new Error(`LIGHTHOUSE_APP must be web, admin or mobile (got ${app}).`);
  const as = process.env.LIGHTHOUSE_AS as DemoAccountKey | undefined;
  return {
    id: 'ad-hoc',
    label: `${app} ${path}${as ? ` (${as})` : ''}`,
    app,
    path,
    routeChunks: [],
    ...(as ? { as } : {}),
  };
}

const adHoc = adHocPage();
const pages: MeasuredPage[] = adHoc
  ? [adHoc]
  : selectPages(LIGHTHOUSE_PAGES, option('pages', 'BENCH_PAGES'));
const budgets = readBudgets();
const groupOf = lighthouseGroupOf(
  budgets,
  LIGHTHOUSE_PAGES.map((page) => page.id),
);
const event = pages.some((page) => page.path.includes('{event}')) ? (await seededIds()).event : '';

/** Where a run's report or trace is kept: `<file>-<row>-<run>.json`, or `<file>-<run>.json` for one row. */
function fileForRun(file: string, page: MeasuredPage, run: number): string {
  const row = pages.length === 1 ? '' : `-${page.id}`;
  return file.replace(/(\.json)?$/, `${row}-${run}.json`);
}

type RunFigures = Record<
  LighthouseMetric | 'fcpMs' | 'jsKbSent' | 'clockBlockingMs' | 'cpuBlockingMs' | 'hostIndex',
  number
>;

/**
 * Two readings of a run's trace beside Lighthouse's TBT: the page's main-thread tasks after the
 * observed first paint, each 4 times over beyond 50 ms, once by the clock (what the simulation
 * scales) and once by the time the thread was on a CPU in them. Where the two differ, the thread
 * was waiting for one of the two cores, held by the emulators, this benchmark or the browser's
 * other processes: time a phone, which runs neither the servers nor Lighthouse, does not spend.
 */
const BLOCKING_READINGS_NOTE =
  "\"4x blocking, clock / CPU\" reads each run's trace (medians): the page's main-thread tasks after the observed first paint, each 4 times over beyond 50 ms, by the clock and by the thread's own CPU time. Where the clock's figure is far above the CPU's, the page's thread was waiting for a core that the emulators, the benchmark or the browser's other processes held (docs/performance.md, \"Load on a shared machine\").";

/** What the "host index" column is. */
const HOST_INDEX_NOTE = `"host index" is Lighthouse's own timing of the host before each run (\`environment.benchmarkIndex\`, median; higher is faster). Its command line warns at ${SLOW_HOST_INDEX} or under that the CPU is slower than its default 4x slowdown expects (bench/lib/host-speed.ts).`;

function blockingReadings(traceEvents: Parameters<typeof traceTasks>[0]) {
  const tasks = traceTasks(traceEvents);
  if (!tasks) throw new Error('The trace has no first contentful paint of the page.');
  return {
    clockBlockingMs: Math.round(slowedBlockingMs(tasks.wall, tasks.firstContentfulPaint)),
    cpuBlockingMs: Math.round(slowedBlockingMs(tasks.cpu, tasks.firstContentfulPaint)),
  };
}

/** Bytes of script the page transferred, from Lighthouse's network-requests table. */
function scriptBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** /dev/shm's size: Chromium keeps its shared memory there when it is large enough. */
const shmBytes = devShmBytes();
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  ...sharedMemoryFlags(shmBytes),
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Where the measured browser kept its shared memory, for the log and bench/RESULTS.md. */
const sharedMemory = CHROME_FLAGS.includes('--disable-dev-shm-usage')
  ? `/tmp (--disable-dev-shm-usage: /dev/shm ${shmBytes === null ? 'is missing' : `holds ${Math.round(shmBytes / 1024 ** 2)} MB`})`
  : `/dev/shm (${Math.round((shmBytes ?? 0) / 1024 ** 3)} GB)`;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's own failures to record a load ("Please run Lighthouse again"): its trace missed
 * the navigation, on a busy machine, which says nothing about the page. Such a run is repeated,
 * up to MAX_ATTEMPTS times, and the repeats are reported; any other runtime error ends the run.
 */
const REPEATED_ERRORS = new Set(['NO_NAVSTART']);
const MAX_ATTEMPTS = 3;

/** Runs Lighthouse `runs` times on one page in a fresh Chromium profile. */
async function measurePage(
  page: MeasuredPage,
): Promise<{ figures: RunFigures[]; failing: Set<string>; repeated: string[] }> {
  const origin = appUrls![page.app];
  const url = `${origin}${page.path.replace('{event}', event)}`;
  const wantedPath = new URL(url).pathname;
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  if (priorities?.applied) {
    try {
      browserFirst(chrome.pid);
    } catch (error) {
      chrome.kill();
      throw new Error(
        `The browser's scheduling group could not be put first (${(error as Error).message}): run as root, or with --shared-cores.`,
      );
    }
  }
  const browser = page.as ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`) : null;
  const figures: RunFigures[] = [];
  /** Audits that cost points in accessibility, best practices or SEO, in any run. */
  const failing = new Set<string>();
  /** Runs repeated after a REPEATED_ERRORS failure, by the error's code. */
  const repeated: string[] = [];
  try {
    if (browser && page.as) {
      const signInPage = await browser.contexts()[0]!.newPage();
      await signInThroughForm(signInPage, origin, page.app, page.as, wantedPath);
      await signInPage.close();
    }
    const measure = async () => {
      if (browser) {
        // Storage stays (the session lives there), so each run must still start with a cold cache.
        const blank = await browser.contexts()[0]!.newPage();
        const session = await blank.context().newCDPSession(blank);
        await session.send('Network.clearBrowserCache');
        await blank.close();
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(browser ? { disableStorageReset: true } : {}),
      });
      if (!result) throw new Error('Lighthouse returned no result.');
      return result;
    };
    for (let run = 1; run <= runs; run += 1) {
      let result = await measure();
      for (let attempt = 1; result.lhr.runtimeError; attempt += 1) {
        const { code, message } = result.lhr.runtimeError;
        if (!REPEATED_ERRORS.has(code) || attempt === MAX_ATTEMPTS) {
          throw new Error(`Lighthouse on ${url}: ${message}`);
        }
        console.log(`  ${page.label}: run ${run}/${runs}: Lighthouse failed (${code}), repeated`);
        repeated.push(code);
        result = await measure();
      }
      const { lhr } = result;
      // A signed-in page must not have sent Lighthouse to a sign-in page instead.
      if (new URL(lhr.finalDisplayedUrl).pathname !== wantedPath) {
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${wantedPath}.`);
      }
      // Every run's report and trace are kept, so a run far from the median can be read.
      const reportFile = process.env.LIGHTHOUSE_REPORT;
      if (reportFile) writeFileSync(fileForRun(reportFile, page, run), JSON.stringify(lhr));
      const traceFile = process.env.LIGHTHOUSE_TRACE;
      if (traceFile)
        writeFileSync(fileForRun(traceFile, page, run), JSON.stringify(result.artifacts.Trace));
      const { categories, audits } = lhr;
      const score = (id: (typeof CATEGORIES)[number]) => categories[id]?.score ?? Number.NaN;
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        jsKbSent: Math.round(scriptBytes(audits['network-requests']?.details) / 102.4) / 10,
        ...blockingReadings(result.artifacts.Trace.traceEvents),
        // Lighthouse's timing of the host before the run (lib/host-speed.ts).
        hostIndex: Math.round(lhr.environment.benchmarkIndex),
      });
      if (cpuSampler) {
        const fromMs = navigationStartMs(result.artifacts.Trace.traceEvents);
        if (fromMs === null) throw new Error(`${page.label}: the trace has no navigation start.`);
        cpuLoads.push({ page: page.label, run, tbtMs: figures.at(-1)!.tbtMs, fromMs });
      }
      for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (
            ref.weight > 0 &&
            audit?.score !== null &&
            audit?.score !== undefined &&
            audit.score < 1
          ) {
            failing.add(`${category}: ${ref.id} (${audit.title})`);
          }
        }
      }
      console.log(
        `  ${page.label}: run ${run}/${runs}: performance ${figures.at(-1)!.performance}`,
      );
    }
  } finally {
    await browser?.close();
    chrome.kill();
  }
  return { figures, failing, repeated };
}

const perRun: Record<string, string | number>[] = [];
const summary: Record<string, string | number>[] = [];
const notes: string[] = [];
const repeats: string[] = [];
const hostIndexes: RowHostIndex[] = [];
for (const page of pages) {
  const { figures, failing, repeated } = await measurePage(page);
  if (repeated.length > 0) {
    repeats.push(`${page.label}: ${repeated.length} (${[...new Set(repeated)].join(', ')})`);
  }
  figures.forEach((run, index) => perRun.push({ page: page.label, run: index + 1, ...run }));
  const medians = Object.fromEntries(
    [
      ...LIGHTHOUSE_METRICS,
      'fcpMs',
      'jsKbSent',
      'clockBlockingMs',
      'cpuBlockingMs',
      'hostIndex',
    ].map((metric) => [metric, median(figures.map((run) => run[metric as keyof RunFigures]))]),
  ) as RunFigures;
  const group = groupOf.get(page.id);
  const checks = group ? checkGoals(group.goals, medians) : [];
  const range = (metric: keyof RunFigures) => {
    const values = figures.map((run) => run[metric]);
    return `${Math.min(...values)}–${Math.max(...values)}`;
  };
  summary.push({
    page: page.label,
    performance: medians.performance,
    'perf range': range('performance'),
    'LCP ms': medians.lcpMs,
    'TBT ms': medians.tbtMs,
    CLS: medians.cls,
    'FCP ms': medians.fcpMs,
    accessibility: medians.accessibility,
    'best practices': medians.bestPractices,
    SEO: medians.seo,
    'JS KB sent': medians.jsKbSent,
    '4x blocking, clock / CPU ms': `${medians.clockBlockingMs} / ${medians.cpuBlockingMs}`,
    'host index': medians.hostIndex,
    verdict: group ? `${group.label}: ${verdictText(checks)}` : 'no goal (not in the table)',
  });
  hostIndexes.push({ page: page.label, index: medians.hostIndex });
  if (failing.size > 0) notes.push(`${page.label}: ${[...failing].join('; ')}`);
}
const slowHost = slowHostNote(hostIndexes);

printTable(
  `Lighthouse 12, mobile defaults, every run (${browserMeasured} at ${chromePath}; shared memory in ${sharedMemory})`,
  perRun,
);
const title = `Lighthouse 12 mobile defaults, median of ${runs} run${runs === 1 ? '' : 's'} per page`;
printTable(title, summary);
console.log(`\n${BLOCKING_READINGS_NOTE}\n\n${HOST_INDEX_NOTE}\n\n${coresLine}`);
if (slowHost) console.log(`\n${slowHost}`);
if (cpuSampler) {
  cpuSampler.stop();
  const ticksPerSecond = clockTicksPerSecond();
  const cpuRows = cpuLoads.map(({ page, run, tbtMs, fromMs }) => {
    const shares = sharesOver(cpuSampler.snapshots, fromMs, fromMs + CPU_WINDOW_MS, ticksPerSecond);
    if (!shares) throw new Error(`${page}, run ${run}: the CPU samples do not cover the load.`);
    return {
      page,
      run,
      'TBT ms': tbtMs,
      ...Object.fromEntries(PROCESS_GROUPS.map((group) => [group, Math.round(shares[group])])),
    };
  });
  printTable(
    `CPU in each load's first ${CPU_WINDOW_MS / 1000} s, percent of one core (${os.cpus().length} cores; /proc)`,
    cpuRows,
  );
}
console.log('\nGoals (bench/budgets.json):');
for (const group of Object.values(budgets.lighthouse.groups)) {
  const goals = Object.entries(group.goals).map(
    ([metric, bound]) => `${metric} ${describeBound(bound)}`,
  );
  console.log(`  ${group.label} (${group.pages.join(', ')}): ${goals.join(', ')}`);
}
if (notes.length > 0) {
  console.log('\nAudits that cost points (accessibility, best practices, SEO):');
  for (const note of notes) console.log(`  ${note}`);
}
const repeatsTitle = 'Runs repeated because Lighthouse failed to record the load';
if (repeats.length > 0) {
  console.log(`\n${repeatsTitle}:`);
  for (const repeat of repeats) console.log(`  ${repeat}`);
}

if (!adHoc && !option('pages', 'BENCH_PAGES') && !cpuSampler) {
  appendResults({
    title,
    command: `npm run bench -- lighthouse${runs === 5 ? '' : ` --runs=${runs}`}${sharedCores ? ' --shared-cores' : ''}`,
    startedAt,
    before,
    after: machineState(),
    browser: browserMeasured,
    body: [
      `${title}, through the Hosting emulator; signed-in rows signed in through the app's sign-in form. Chromium's shared memory: ${sharedMemory}.`,
      '',
      BLOCKING_READINGS_NOTE,
      '',
      HOST_INDEX_NOTE,
      '',
      coresLine,
      '',
      markdownTable(summary),
      ...(slowHost ? ['', slowHost] : []),
      ...(notes.length > 0
        ? ['', 'Audits that cost points:', '', ...notes.map((note) => `- ${note}`)]
        : []),
      ...(repeats.length > 0
        ? ['', `${repeatsTitle}:`, '', ...repeats.map((repeat) => `- ${repeat}`)]
        : []),
    ].join('\n'),
  });
}
