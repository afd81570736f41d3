// `npm run bench -- intl-warm-up`: how long each task of the date and money formatters' warm-up
// (`warmFormattersSoon` in the client kit) runs on a phone's main thread: Chromium at 4x CPU
// slowdown, each load a fresh page with nothing of `Intl` made yet. Three ways, taken in turn on
// as many pages:
//   - "one piece": the formatters alone (core's `prepareMountainTime`, then `prepareMoney`), each
//     in a task: the first pays for all of the runtime's locale data;
//   - "in steps": the kit's `INTL_WARM_UP_STEPS`, each in a task, with no worker (where none
//     can start);
//   - "worker, then steps": the kit's worker (`intl-warm-up.worker.ts`) runs the steps first,
//     then the page runs them, each in a task, as the apps do.
// Prints, per way, each main-thread task's median, the longest task and the blocking time (each
// task's time over 50 ms, summed): the figures a signed-in page's Total Blocking Time takes from
// it; for the worker, how long the page waited for it (off the main thread).
// Appends a dated section to bench/RESULTS.md (not with --runs=...).
// The steps, worker and formatters are the repository's own modules, bundled with Rolldown and
// served from a local server (a worker needs a URL of the page's origin).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { rolldown } from 'rolldown';

import { browserVersion, launchChromium } from './lib/browser-load';
import { LONG_TASK_MS } from './lib/long-tasks';
import { median } from './lib/median';
import { option } from './lib/measured-pages';
import { printTable } from './lib/report';
import { appendResults, machineState, markdownTable } from './lib/results-file';

const CPU_SLOWDOWN = 4;
const runsOption = option('runs', 'INTL_WARM_UP_RUNS');
const runs = Number(runsOption ?? 15);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number (got ${runs}).`);

const root = path.resolve(import.meta.dirname, '..');
const kit = (file: string) => path.join(root, 'packages/client/src/app', file);
const startedAt = new Date();
const before = machineState();

/** One IIFE script of a module: a file, or (with `source`) a module made of that source. */
async function bundled(file: string | null, source = ''): Promise<string> {
  const entry = '\0intl-warm-up-entry';
  const bundle = await rolldown({
    input: file ?? entry,
    plugins: [
      {
        name: 'intl-warm-up-entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? source : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  return output[0].code;
}

/** The page's ways as globals: the kit's steps, and the formatters alone. */
const pageScript = await bundled(
  null,
  [
    `import { INTL_WARM_UP_STEPS } from ${JSON.stringify(kit('intl-warm-up-steps.ts'))};`,
    `import { prepareMoney } from ${JSON.stringify(path.join(root, 'packages/core/src/format/money.ts'))};`,
    `import { prepareMountainTime } from ${JSON.stringify(path.join(root, 'packages/core/src/format/mountain-time.ts'))};`,
    'window.fundaxWarmUps = { steps: INTL_WARM_UP_STEPS, onePiece: [prepareMountainTime, prepareMoney] };',
  ].join('\n'),
);
/**
 * The kit's worker, as the apps' builds make it: the file itself as the entry (imported, it
 * would be dropped, the kit's package saying its modules have no side effects).
 */
const workerScript = await bundled(kit('intl-warm-up.worker.ts'));

const files: Record<string, [type: string, body: string]> = {
  '/': ['text/html', '<!doctype html><p>Fundax</p><script src="/page.js"></script>'],
  '/page.js': ['text/javascript', pageScript],
  '/worker.js': ['text/javascript', workerScript],
};
const server = createServer((request, response) => {
  const file = files[request.url ?? ''];
  response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
  response.end(file?.[1] ?? 'not found');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

type Way = 'onePiece' | 'steps' | 'workerThenSteps';
const WAYS: [Way, string][] = [
  ['onePiece', 'one piece (the formatters alone)'],
  ['steps', 'in steps (INTL_WARM_UP_STEPS), no worker'],
  ['workerThenSteps', 'worker, then steps (warmFormattersSoon)'],
];

interface Load {
  /** Each main-thread task, in ms. */
  tasks: number[];
  /** How long the page waited for the worker's answer (0 without one). */
  workerMs: number;
}

const loads: Record<Way, Load[]> = { onePiece: [], steps: [], workerThenSteps: [] };
const browser = await launchChromium();
const browserMeasured = browserVersion(browser);
try {
  for (let run = 0; run < runs; run += 1) {
    for (const [way] of WAYS) {
      const context = await browser.newContext({ locale: 'en-US' });
      try {
        const page = await context.newPage();
        await page.goto(origin);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // The worker first where the way has one, then each step in a task of its own, timed
        // inside it.
        const load = await page.evaluate(async (name) => {
          const { fundaxWarmUps } = window as unknown as {
            fundaxWarmUps: Record<string, (() => void)[]>;
          };
          let workerMs = 0;
          if (name === 'workerThenSteps') {
            const start = performance.now();
            await new Promise<void>((resolve, reject) => {
              const worker = new Worker('/worker.js');
              worker.onmessage = () => {
                worker.terminate();
                resolve();
              };
              worker.onerror = () => reject(new Error('The warm-up worker failed.'));
              setTimeout(
                () => reject(new Error('The warm-up worker did not answer in 10 s.')),
                10_000,
              );
            });
            workerMs = performance.now() - start;
          }
          const tasks: number[] = [];
          for (const step of fundaxWarmUps[name === 'onePiece' ? 'onePiece' : 'steps']!) {
            await new Promise((resolve) => setTimeout(resolve, 0));
            const start = performance.now();
            step();
            tasks.push(performance.now() - start);
          }
          return { tasks, workerMs };
        }, way);
        loads[way].push(load);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

const round = (value: number) => Math.round(value);
const range = (values: number[]) => `${round(Math.min(...values))}–${round(Math.max(...values))}`;
const rows = WAYS.map(([way, label]) => {
  const measured = loads[way];
  const longest = measured.map(({ tasks }) => Math.max(...tasks));
  const blocking = measured.map(({ tasks }) =>
    tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
  );
  const perTask = measured[0]!.tasks.map((_, index) =>
    round(median(measured.map(({ tasks }) => tasks[index]!))),
  );
  return {
    way: label,
    'main-thread tasks, median ms each': perTask.join(' / '),
    'longest task ms, median': round(median(longest)),
    'longest, range': range(longest),
    'blocking ms, median': round(median(blocking)),
    'blocking, range': range(blocking),
    'worker ms, median':
      way === 'workerThenSteps' ? round(median(measured.map((load) => load.workerMs))) : '–',
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
      `Each main-thread task of the date and money formatters' warm-up on a blank page in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, nothing of \`Intl\` made before; "blocking" is each task's time over ${LONG_TASK_MS} ms, summed; "worker ms" is how long the page waited for the warm-up's worker, whose work is off the main thread.`,
      '',
      markdownTable(rows),
    ].join('\n'),
  });
}
