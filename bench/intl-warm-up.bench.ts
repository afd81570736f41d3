// `npm run bench -- intl-warm-up`: how long each task of the date and money formatters' warm-up
// (`warmFormattersSoon` in the client kit) runs on a phone: Chromium at 4x CPU slowdown, each
// load a fresh page with nothing of `Intl` made yet. Two ways, taken in turn on as many pages:
//   - "one piece": the formatters alone (core's `prepareMountainTime`, then `prepareMoney`), each
//     in a task: the first pays for all of the runtime's locale data;
//   - "in steps": the kit's `INTL_WARM_UP_STEPS`, each in a task, as the apps run them.
// Prints, per way, each task's median, the longest task and the blocking time (each task's time
// over 50 ms, summed): the figures a signed-in page's Total Blocking Time takes from it.
// Appends a dated section to bench/RESULTS.md (not with --runs=...).
// The steps and formatters are the repository's own modules, bundled for the page with Rolldown.
import path from 'node:path';

import { rolldown } from 'rolldown';

import { browserVersion, launchChromium } from './lib/browser-load';
import { LIGHTHOUSE_CPU_SLOWDOWN as CPU_SLOWDOWN, LONG_TASK_MS } from './lib/long-tasks';
import { median } from './lib/median';
import { option } from './lib/measured-pages';
import { printTable } from './lib/report';
import { appendResults, machineState, markdownTable } from './lib/results-file';

const runsOption = option('runs', 'INTL_WARM_UP_RUNS');
const runs = Number(runsOption ?? 15);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number (got ${runs}).`);

const root = path.resolve(import.meta.dirname, '..');
const startedAt = new Date();
const before = machineState();

/** The two ways as page globals: the kit's steps, and the formatters alone. */
async function pageScript(): Promise<string> {
  const entry = '\0intl-warm-up-entry';
  const bundle = await rolldown({
    input: entry,
    plugins: [
      {
        name: 'intl-warm-up-entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? [
                `import { INTL_WARM_UP_STEPS } from ${JSON.stringify(path.join(root, 'packages/client/src/app/warm-formatters.ts'))};`,
                `import { prepareMoney } from ${JSON.stringify(path.join(root, 'packages/core/src/format/money.ts'))};`,
                `import { prepareMountainTime } from ${JSON.stringify(path.join(root, 'packages/core/src/format/mountain-time.ts'))};`,
                'window.fundaxWarmUps = { steps: INTL_WARM_UP_STEPS, onePiece: [prepareMountainTime, prepareMoney] };',
              ].join('\n')
            : null,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  return output[0].code;
}

type Way = 'onePiece' | 'steps';
const WAYS: [Way, string][] = [
  ['onePiece', 'one piece (the formatters alone)'],
  ['steps', 'in steps (INTL_WARM_UP_STEPS)'],
];

const script = await pageScript();
const tasks: Record<Way, number[][]> = { onePiece: [], steps: [] };
const browser = await launchChromium();
const browserMeasured = browserVersion(browser);
try {
  for (let run = 0; run < runs; run += 1) {
    for (const [way] of WAYS) {
      const context = await browser.newContext({ locale: 'en-US' });
      try {
        const page = await context.newPage();
        await page.setContent('<p>Fundax</p>');
        await page.addScriptTag({ content: script });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // Each step in a task of its own, timed inside it.
        const times = await page.evaluate(async (name) => {
          const steps = (window as unknown as { fundaxWarmUps: Record<string, (() => void)[]> })
            .fundaxWarmUps[name]!;
          const durations: number[] = [];
          for (const step of steps) {
            await new Promise((resolve) => setTimeout(resolve, 0));
            const start = performance.now();
            step();
            durations.push(performance.now() - start);
          }
          return durations;
        }, way);
        tasks[way].push(times);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}

const round = (value: number) => Math.round(value);
const rows = WAYS.map(([way, label]) => {
  const loads = tasks[way];
  const longest = loads.map((times) => Math.max(...times));
  const blocking = loads.map((times) =>
    times.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
  );
  const perTask = loads[0]!.map((_, index) => round(median(loads.map((times) => times[index]!))));
  return {
    way: label,
    'tasks, median ms each': perTask.join(' / '),
    'longest task ms, median': round(median(longest)),
    'longest, range': `${round(Math.min(...longest))}–${round(Math.max(...longest))}`,
    'blocking ms, median': round(median(blocking)),
    'blocking, range': `${round(Math.min(...blocking))}–${round(Math.max(...blocking))}`,
  };
});

const title = `Intl warm-up at ${CPU_SLOWDOWN}x CPU slowdown, ${runs} fresh pages per way`;
printTable(title, rows);
if (!runsOption) {
  appendResults({
    title,
    command: 'npm run bench -- intl-warm-up',
    startedAt,
    before,
    after: machineState(),
    browser: browserMeasured,
    body: [
      `Each task of the date and money formatters' warm-up on a blank page in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, nothing of \`Intl\` made before; "blocking" is each task's time over ${LONG_TASK_MS} ms, summed.`,
      '',
      markdownTable(rows),
    ].join('\n'),
  });
}
