// `npm run bench -- main-thread`: the main thread's long tasks on every row of issue 16's goals
// table (bench/lib/measured-pages.ts LIGHTHOUSE_PAGES), in Debian's Chromium at Lighthouse's
// phone size with the CPU really slowed down 4x (DevTools' throttling, not Lighthouse's
// simulation) and an empty HTTP cache, through the Hosting emulator; signed-in rows sign in
// through the app's own form first. Each load is watched for 7 s by the page's own
// PerformanceObserver (`longtask`). Per row, the medians of N loads: blocking time after the
// first contentful paint (each long task's time over 50 ms), the longest task, and the time in
// all long tasks of the load. Lighthouse's TBT comes from a simulation that replays one
// unthrottled trace; these are real throttled runs, a second view of the same cost that shows
// which tasks a change moved or split. Both swing with the machine's load: compare runs taken
// at similar load, and the per-run figures, not one median. A second table says which scripts
// the blocking frames after the paint ran (the page's `long-animation-frame` entries, with no
// profiler attached: lib/long-frames.ts).
// Appends a dated section to bench/RESULTS.md (not with --pages=... or --profile=...).
// Options (flag or environment):
//   --runs=N / MAIN_THREAD_RUNS     loads per page (default 5)
//   --pages=a,b / BENCH_PAGES       only these rows
//   --profile=N / MAIN_THREAD_PROFILE  also take a V8 CPU profile of each load and print, per
//                                   row, the N scripts (or browser activities) with the most
//                                   self time in its long tasks, per load (lib/cpu-profile.ts),
//                                   then the N packages, then our own N modules
//                                   (lib/source-origin.ts)
//   --commits=N / MAIN_THREAD_COMMITS  also record React's commits (lib/react-commits.ts) and
//                                   print, per row, each load's commits and components
//                                   rendered, and the first load's N commits that rendered
//                                   the most, with the components that started each
import type { BrowserContext } from 'playwright-core';

import { seededIds } from '../e2e/support/seeded-ids';
import { appDist, buildApps } from './lib/app-build';
import { browserVersion, launchChromium, phoneContext } from './lib/browser-load';
import { signInThroughForm } from './lib/demo-sign-in';
import { type CpuProfile, busySpans, selfTimeByScript } from './lib/cpu-profile';
import { packageLabeler } from './lib/source-origin';
import { type LongFrame, type LongFrameEntry, blockingFrameScripts } from './lib/long-frames';
import {
  LIGHTHOUSE_CPU_SLOWDOWN as CPU_SLOWDOWN,
  type LongTask,
  blockingFigures,
} from './lib/long-tasks';
import {
  COMMITS_GLOBAL,
  COMMIT_RECORDER,
  type RecordedCommit,
  commitTotals,
  componentNamer,
  countedLabels,
} from './lib/react-commits';
import {
  type AppName,
  LIGHTHOUSE_PAGES,
  type MeasuredPage,
  option,
  selectPages,
} from './lib/measured-pages';
import { median } from './lib/median';
import { printTable } from './lib/report';
import { appendResults, machineState, markdownTable } from './lib/results-file';

/** How long each load is watched: past the reads of every measured page on this machine. */
const WATCH_MS = 7_000;

buildApps();
const startedAt = new Date();
const before = machineState();
const runs = Number(option('runs', 'MAIN_THREAD_RUNS') ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1 (got ${runs}).`);
const appUrls = process.env.FUNDAX_APP_URLS
  ? (JSON.parse(process.env.FUNDAX_APP_URLS) as Record<AppName, string>)
  : null;
if (!appUrls) {
  throw new Error(
    'The main-thread benchmark loads the apps from the Hosting emulator: run it with `npm run bench -- main-thread`.',
  );
}
const pages = selectPages(LIGHTHOUSE_PAGES, option('pages', 'BENCH_PAGES'));
const profileTop = Number(option('profile', 'MAIN_THREAD_PROFILE') ?? 0);
if (!Number.isInteger(profileTop) || profileTop < 0)
  throw new Error(`--profile must be a whole number of rows to print (got ${profileTop}).`);
const commitsTop = Number(option('commits', 'MAIN_THREAD_COMMITS') ?? 0);
if (!Number.isInteger(commitsTop) || commitsTop < 0)
  throw new Error(`--commits must be a whole number of commits to print (got ${commitsTop}).`);
/** The sampling profiler and the commit recorder cost the page some time: not appended. */
const appends = !option('pages', 'BENCH_PAGES') && profileTop === 0 && commitsTop === 0;
const event = pages.some((page) => page.path.includes('{event}')) ? (await seededIds()).event : '';

/** One cold load (empty HTTP cache, CPU slowed down): its long tasks and first contentful paint. */
async function watchLoad(
  context: BrowserContext,
  url: string,
): Promise<{
  tasks: LongTask[];
  frames: LongFrame[];
  fcp: number;
  path: string;
  profile: CpuProfile | null;
  commits: RecordedCommit[];
}> {
  const page = await context.newPage();
  try {
    if (commitsTop > 0) await page.addInitScript({ content: COMMIT_RECORDER });
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { fundaxLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          tasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      const frames: unknown[] = [];
      Object.assign(window, { fundaxLongFrames: frames });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LongFrameEntry[]) {
          frames.push({
            start: entry.startTime,
            duration: entry.duration,
            blockingDuration: entry.blockingDuration,
            scripts: entry.scripts.map(({ invokerType, invoker, sourceURL, duration }) => ({
              invokerType,
              invoker,
              sourceURL,
              duration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (profileTop > 0) {
      await cdp.send('Profiler.enable');
      // Every 250 µs: fine enough to see what a 50 ms task is made of.
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(WATCH_MS);
    const profile = profileTop > 0 ? (await cdp.send('Profiler.stop')).profile : null;
    const observed = await page.evaluate((commitsGlobal) => {
      const seen = window as unknown as Record<string, unknown>;
      return {
        tasks: seen.fundaxLongTasks as { start: number; duration: number }[],
        frames: seen.fundaxLongFrames as LongFrame[],
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        path: location.pathname,
        commits: (seen[commitsGlobal] ?? []) as RecordedCommit[],
      };
    }, COMMITS_GLOBAL);
    return { ...observed, profile };
  } finally {
    await page.close();
  }
}

/** How many scripts of the blocking frames each row lists. */
const FRAME_SCRIPTS_TOP = 6;

const rows: Record<string, string | number>[] = [];
const frameRows: Record<string, string | number>[] = [];
const profileRows: Record<string, string | number>[] = [];
const moduleRows: Record<string, string | number>[] = [];
/** Our own code, as `moduleOf` names it: a file under an app's or a shared package's src/. */
const OUR_MODULE = /^[\w-]+\/src\//;
const packageRows: Record<string, string | number>[] = [];
const commitTotalRows: Record<string, string | number>[] = [];
const commitRows: Record<string, string | number>[] = [];
const browser = await launchChromium();
const browserMeasured = browserVersion(browser);
try {
  for (const measured of pages as MeasuredPage[]) {
    const origin = appUrls[measured.app];
    const url = `${origin}${measured.path.replace('{event}', event)}`;
    const context = await phoneContext(browser);
    try {
      if (measured.as) {
        const signInPage = await context.newPage();
        await signInThroughForm(
          signInPage,
          origin,
          measured.app,
          measured.as,
          new URL(url).pathname,
        );
        await signInPage.close();
      }
      const figures = [];
      const fcps: number[] = [];
      const spans = [];
      const packageSpans = [];
      const moduleSpans = [];
      const byPackage = packageLabeler(appDist(measured.app));
      const byModule = packageLabeler(appDist(measured.app), { by: 'module' });
      const commitLoads: RecordedCommit[][] = [];
      const frameLoads: { frames: LongFrame[]; fcp: number }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const load = await watchLoad(context, url);
        if (load.path !== new URL(url).pathname) {
          throw new Error(
            `${measured.label}: the browser ended on ${load.path}, not ${new URL(url).pathname}.`,
          );
        }
        figures.push(blockingFigures(load.tasks, load.fcp));
        fcps.push(load.fcp);
        frameLoads.push({ frames: load.frames, fcp: load.fcp });
        if (commitsTop > 0) commitLoads.push(load.commits);
        if (load.profile) {
          spans.push(...busySpans(load.profile));
          packageSpans.push(...busySpans(load.profile, { labelOf: byPackage }));
          moduleSpans.push(...busySpans(load.profile, { labelOf: byModule }));
        }
      }
      for (const [script, ms] of selfTimeByScript(spans).slice(0, profileTop)) {
        profileRows.push({
          page: measured.label,
          'script or browser work': script,
          'self ms per load, in long tasks': Math.round(ms / runs),
        });
      }
      for (const [name, ms] of selfTimeByScript(packageSpans).slice(0, profileTop)) {
        packageRows.push({
          page: measured.label,
          'package or browser work': name,
          'self ms per load, in long tasks': Math.round(ms / runs),
        });
      }
      for (const [name, ms] of selfTimeByScript(moduleSpans)
        .filter(([name]) => OUR_MODULE.test(name))
        .slice(0, profileTop)) {
        moduleRows.push({
          page: measured.label,
          'our module': name,
          'self ms per load, in long tasks': Math.round(ms / runs),
        });
      }
      if (commitsTop > 0) {
        const totals = commitLoads.map(commitTotals);
        commitTotalRows.push({
          page: measured.label,
          'commits per load': totals.map((total) => total.commits).join(' '),
          'components rendered per load': totals.map((total) => total.rendered).join(' '),
        });
        const name = componentNamer(appDist(measured.app));
        const largest = [...(commitLoads[0] ?? []).entries()]
          .sort((a, b) => b[1].rendered - a[1].rendered)
          .slice(0, commitsTop)
          .sort((a, b) => a[0] - b[0]);
        for (const [index, commit] of largest) {
          commitRows.push({
            page: measured.label,
            commit: index + 1,
            'at ms': Math.round(commit.at),
            rendered: commit.rendered,
            'started by': countedLabels(commit.origins.map(name)) || '(the first render)',
          });
        }
      }
      for (const [script, ms, frames] of blockingFrameScripts(frameLoads).slice(
        0,
        FRAME_SCRIPTS_TOP,
      )) {
        frameRows.push({
          page: measured.label,
          'script: how it was called': script,
          'ms per load': Math.round(ms / runs),
          'blocking frames': frames,
        });
      }
      const round = (values: number[]) => Math.round(median(values));
      rows.push({
        page: measured.label,
        'blocking ms after FCP': round(figures.map((figure) => figure.blockingMs)),
        'per run': figures.map((figure) => Math.round(figure.blockingMs)).join(' '),
        'longest task ms': round(figures.map((figure) => figure.longestMs)),
        'long tasks after FCP': round(figures.map((figure) => figure.tasks)),
        'all long tasks ms': round(figures.map((figure) => figure.allLongTasksMs)),
        'FCP ms': round(fcps),
      });
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}

const title = `Main-thread long tasks at ${CPU_SLOWDOWN}x CPU slowdown, median of ${runs} cold loads per page`;
printTable(title, rows);
printTable(
  `What the blocking frames after the first paint ran (the page's long-animation-frame entries; a script's time in them, per load; "index.js: module-script" is the entry evaluated, "MessagePort.onmessage" React's scheduler)`,
  frameRows,
);
if (profileTop > 0) {
  printTable(
    `Where the long tasks' time went (V8 CPU profile; spans of work over 50 ms, before the first paint too; the profiler itself costs the page some time)`,
    profileRows,
  );
  printTable(
    `The same by package (from the build's source maps; "app" is the app's own code)`,
    packageRows,
  );
  printTable(`Our own code's share, by module (the same source maps)`, moduleRows);
}
if (commitsTop > 0) {
  printTable(
    `React commits per load (the recorder costs the page some time: these loads' timings are not appended)`,
    commitTotalRows,
  );
  printTable(
    `The first load's ${commitsTop} commits that rendered the most components, and what started each (components that rendered while the one above them did not)`,
    commitRows,
  );
}
if (appends) {
  appendResults({
    title: `Main thread: long tasks at ${CPU_SLOWDOWN}x CPU slowdown, median of ${runs} loads per page`,
    command: 'npm run bench -- main-thread',
    startedAt,
    before,
    after: machineState(),
    browser: browserMeasured,
    body: [
      `${title}; "blocking" is each long task's time over 50 ms after the first contentful paint, summed over ${WATCH_MS / 1000} s.`,
      '',
      markdownTable(rows),
      '',
      `What the blocking frames after the first paint ran: each script's time in them per load (the pages' long-animation-frame entries, the ${FRAME_SCRIPTS_TOP} longest per page).`,
      '',
      markdownTable(frameRows),
    ].join('\n'),
  });
}
