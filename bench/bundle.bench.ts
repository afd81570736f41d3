// `npm run bench -- bundle`: the JavaScript a phone's browser actually fetches on a first visit
// to each budgeted route (bench/lib/measured-pages.ts BUNDLE_PAGES), through the Hosting
// emulator, signed in through the real sign-in form where the route needs it.
// For each route: gzip -9 of every script Chromium fetched until the page settled, the Firebase
// SDK's and zod's shares (from the source maps), the bytes the emulator actually sent, and next to
// it the build's own first-route figure that `npm test` enforces (entry and route chunks with
// their static imports: no dynamic imports), with the scripts that make the difference.
// Verdicts: against the 110 KB goal, and the build figure against its enforced budget
// (bench/budgets.json). Appends a dated section to bench/RESULTS.md (not with --pages=...).
// Needs the apps served: `npm run bench` starts the emulators and seeds them when they are not
// running.
import { seededIds } from '../e2e/support/seeded-ids';
import { appDist, buildApps } from './lib/app-build';
import {
  type FetchedScript,
  browserVersion,
  launchChromium,
  loadPageScripts,
} from './lib/browser-load';
import { assertSamePages, readBudgets } from './lib/budgets';
import { kb } from './lib/chunk-bytes';
import { chunkLabel, measureFirstRoute } from './lib/first-route';
import { APP_DIRS, type AppName, BUNDLE_PAGES, option, selectPages } from './lib/measured-pages';
import { printTable } from './lib/report';
import { appendResults, machineState, markdownTable } from './lib/results-file';

// Figures are always of the current code (`npm run build` rebuilds only what changed).
buildApps();
const startedAt = new Date();
const before = machineState();
const appUrls = process.env.FUNDAX_APP_URLS
  ? (JSON.parse(process.env.FUNDAX_APP_URLS) as Record<AppName, string>)
  : null;
if (!appUrls) {
  throw new Error(
    'The bundle benchmark loads the apps from the Hosting emulator: run it with `npm run bench -- bundle`.',
  );
}
const pages = selectPages(BUNDLE_PAGES, option('pages', 'BENCH_PAGES'));
const budgets = readBudgets();
assertSamePages(
  'javascript.routes',
  Object.keys(budgets.javascript.routes),
  BUNDLE_PAGES.map((page) => page.id),
);
const goalKb = budgets.javascript.firstRouteGoalKbGz;
const event = pages.some((page) => page.path.includes('{event}')) ? (await seededIds()).event : '';

const sum = (scripts: FetchedScript[], key: 'gzip' | 'firebaseGzip' | 'zodGzip') =>
  scripts.reduce((total, script) => total + script.bytes[key], 0);

const rows: Record<string, string | number>[] = [];
const notes: string[] = [];
let overEnforced = false;
/** Content-Encodings the Hosting emulator answered the scripts with. */
const encodings = new Set<string>();
const browser = await launchChromium();
const browserMeasured = browserVersion(browser);
try {
  for (const page of pages) {
    const origin = appUrls[page.app];
    const url = `${origin}${page.path.replace('{event}', event)}`;
    const fetched = await loadPageScripts(browser, page, origin, url);
    const wantedPath = new URL(url).pathname;
    if (fetched.finalPath !== wantedPath) {
      throw new Error(
        `${page.label}: the browser ended on ${fetched.finalPath}, not ${wantedPath}.`,
      );
    }
    const build = measureFirstRoute(appDist(page.app), page.routeChunks);
    const inBuild = new Set(build.files);
    const later = fetched.scripts.filter((script) => !script.file || !inBuild.has(script.file));
    const notFetched = build.files.filter(
      (file) => !fetched.scripts.some((script) => script.file === file),
    );
    const fetchedKb = kb(sum(fetched.scripts, 'gzip'));
    const enforced = budgets.javascript.routes[page.id]!.enforcedKbGz;
    const buildKb = kb(build.total.gzip);
    overEnforced ||= buildKb > enforced;
    rows.push({
      route: page.label,
      'JS KB gz': fetchedKb,
      'Firebase KB': kb(sum(fetched.scripts, 'firebaseGzip')),
      'zod KB': kb(sum(fetched.scripts, 'zodGzip')),
      scripts: fetched.scripts.length,
      'sent KB': kb(fetched.scripts.reduce((total, script) => total + script.transferred, 0)),
      'build first route KB': buildKb,
      enforced,
      verdict: `${fetchedKb <= goalKb ? 'meets' : 'MISSES'} ${goalKb} KB goal; build ${buildKb <= enforced ? 'within' : 'OVER'} ${enforced} KB`,
    });
    const dist = appDist(page.app);
    const laterText = later
      .map(
        (script) =>
          `${script.file ? chunkLabel(dist, script.file) : script.url} ${kb(script.bytes.gzip)}`,
      )
      .join(', ');
    notes.push(
      `${page.label}: loaded by import() after the first route: ${laterText || 'nothing'}` +
        (notFetched.length > 0
          ? `; in the build's first route but not fetched: ${notFetched.join(', ')}`
          : '') +
        (fetched.failed.length > 0 ? `; failed to load: ${fetched.failed.join(', ')}` : ''),
    );
    for (const script of fetched.scripts) encodings.add(script.encoding || 'none');
  }
} finally {
  await browser.close();
}

const entryRows = (Object.keys(APP_DIRS) as AppName[]).map((app) => {
  const entry = measureFirstRoute(appDist(app), []).entry;
  const limits = budgets.javascript.entries[app];
  const zod = kb(entry.zodGzip);
  const firebase = kb(entry.firebaseGzip);
  overEnforced ||= zod > limits.zodKbGz.enforced || firebase > limits.firebaseKbGz.enforced;
  const judge = (value: number, limit: { goal: number; enforced: number }) =>
    `${value <= limit.goal ? 'meets' : 'MISSES'} goal ${limit.goal}, ${value <= limit.enforced ? 'within' : 'OVER'} ${limit.enforced}`;
  return {
    app,
    'entry KB gz': kb(entry.gzip),
    'zod KB': zod,
    'zod verdict': judge(zod, limits.zodKbGz),
    'Firebase KB': firebase,
    'Firebase verdict': judge(firebase, limits.firebaseKbGz),
  };
});

const title = `First-load JavaScript as a phone's Chromium fetched it (gzip -9 KB; goal ${goalKb} KB)`;
printTable(title, rows);
printTable(
  "zod and the Firebase SDK in each app's entry (shipped before any page needs them)",
  entryRows,
);
notes.push(
  `Scripts were sent with Content-Encoding ${[...encodings].join(', ')} ("none": under 1 KB, which the emulator's compression leaves as is); "sent KB" is what crossed the wire.`,
);
console.log('');
for (const note of notes) console.log(`  ${note}`);

if (!option('pages', 'BENCH_PAGES')) {
  appendResults({
    title: 'Bundle: first-load JavaScript per route',
    command: 'npm run bench -- bundle',
    startedAt,
    before,
    after: machineState(),
    browser: browserMeasured,
    body: [
      `${title}; "build first route" is the figure \`npm test\` enforces (entry and route chunks with their static imports), "enforced" its budget.`,
      '',
      markdownTable(rows),
      '',
      markdownTable(entryRows),
      '',
      ...notes.map((note) => `- ${note}`),
    ].join('\n'),
  });
}
if (overEnforced) {
  console.log(
    '\nA build figure is OVER its enforced budget (bench/budgets.json): `npm test` fails on it.',
  );
  process.exitCode = 1;
}
