// `npm run bench -- lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU
// slowdown) on the built web home page (or LIGHTHOUSE_PATH, e.g. /businesses), in Debian's
// Chromium. Prints the performance and accessibility scores and the metrics behind them; goal
// >= 0.90 and 1.00.
// Uses the Hosting emulator's URL when the emulators run (FUNDAX_APP_URLS), otherwise serves
// the build itself (then the page's calls to the emulators fail, and the page shows so).
// LIGHTHOUSE_AS=<demo account key> (partner, fundaxer, angel) signs that seeded account in first,
// for the portal's routes: storage is then kept between runs, and only the HTTP cache is cleared.
// LIGHTHOUSE_REPORT=<file.json> keeps the last run's full report (to open in the Lighthouse viewer,
// or to read its network waterfall and LCP element).
import { readFileSync, writeFileSync } from 'node:fs';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';

import { printTable } from './lib/report';
import { serveStatic } from './lib/static-server';
import { buildWeb, webDist } from './lib/web-build';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

await buildWeb();
const appUrls = process.env.FUNDAX_APP_URLS
  ? (JSON.parse(process.env.FUNDAX_APP_URLS) as Record<string, string>)
  : null;
const local = appUrls ? null : await serveStatic(webDist());
/** Home by default; another route (e.g. one that reads Firestore) with LIGHTHOUSE_PATH. */
const path = process.env.LIGHTHOUSE_PATH ?? '/';
if (!path.startsWith('/')) throw new Error(`LIGHTHOUSE_PATH must start with "/": ${path}`);
const origin = appUrls?.web ?? local!.url;
const url = `${origin}${path}`;
const signInAs = process.env.LIGHTHOUSE_AS ?? null;
if (signInAs && !appUrls)
  throw new Error('LIGHTHOUSE_AS needs the emulators (run it inside them).');

const chrome = await launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** Bytes of script the page transferred, from Lighthouse's network-requests table. */
function scriptBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

interface DemoAccounts {
  password: string;
  accounts: { key: string; email: string }[];
}

/**
 * Signs a seeded demo account in through the web app's own sign-in form, in the browser
 * Lighthouse will use (Firebase keeps the session in that profile's IndexedDB).
 */
async function signIn(browser: Browser, key: string): Promise<void> {
  const demo = JSON.parse(
    readFileSync(new URL('../scripts/seed/demo-accounts.json', import.meta.url), 'utf8'),
  ) as DemoAccounts;
  const account = demo.accounts.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`LIGHTHOUSE_AS: no demo account "${key}".`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${origin}/login?from=${encodeURIComponent('/portal/dashboard')}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.locator('input[type="password"]').fill(demo.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((next) => next.pathname === '/portal/dashboard', { timeout: 30_000 });
  await page.close();
}

const rows: Record<string, string | number>[] = [];
const browser = signInAs ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`) : null;
try {
  if (browser && signInAs) await signIn(browser, signInAs);
  for (let run = 1; run <= RUNS; run += 1) {
    if (browser) {
      // Storage stays (the session lives there), so each run must still start with a cold cache.
      const page = await browser.contexts()[0]!.newPage();
      const session = await page.context().newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await page.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(browser ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    // Signed in, the portal must not have sent Lighthouse's page to /login instead.
    if (browser && new URL(result.lhr.finalDisplayedUrl).pathname !== path) {
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}.`);
    }
    if (process.env.LIGHTHOUSE_REPORT) {
      writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    rows.push({
      run,
      performance: categories.performance?.score ?? Number.NaN,
      accessibility: categories.accessibility?.score ?? Number.NaN,
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS:
        Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      'JS KB transferred': Math.round(scriptBytes(audits['network-requests']?.details) / 1024),
    });
    const failing = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        result.lhr.categories.accessibility?.auditRefs.some(
          (ref) => ref.id === audit.id && ref.weight > 0,
        ),
    );
    for (const audit of failing) console.log(`  accessibility: ${audit.id}: ${audit.title}`);
  }
} finally {
  await browser?.close();
  chrome.kill();
  local?.server.close();
}

printTable(
  `Lighthouse on ${url}${signInAs ? ` as ${signInAs}` : ''} (${RUNS} runs, mobile defaults, Chromium at ${chromePath})`,
  rows,
);
const median = (key: string) =>
  [...rows.map((row) => Number(row[key]))].sort((a, b) => a - b)[Math.floor(rows.length / 2)] ??
  Number.NaN;
const performance = median('performance');
const accessibility = median('accessibility');
console.log(
  `\nMedian: performance ${performance.toFixed(2)} (goal 0.90), accessibility ${accessibility.toFixed(2)} (goal 1.00).`,
);
if (performance < 0.9 || accessibility < 1) process.exitCode = 1;
