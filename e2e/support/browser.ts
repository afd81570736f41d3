import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import {
  type Browser,
  type ConsoleMessage,
  type Page,
  type Route,
  chromium,
} from 'playwright-core';

import { devShmBytes, sharedMemoryFlags } from './shared-memory';

/** The app URLs the Hosting emulator serves (web, admin, mobile), from the launcher. */
export function appUrl(app: 'web' | 'admin' | 'mobile', path = '/'): string {
  const raw = process.env.FUNDAX_APP_URLS;
  if (!raw)
    throw new Error('FUNDAX_APP_URLS is not set: run the browser tests through `npm test`.');
  return `${(JSON.parse(raw) as Record<string, string>)[app]}${path}`;
}

/**
 * Debian's Chromium, headless, with the background-networking features off (this machine has
 * no internet; without these flags Chromium floods the log with refused connections). Its
 * processes share memory through /dev/shm where it is large enough: Playwright's default
 * `--disable-dev-shm-usage` would put that memory in files under /tmp (shared-memory.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath)
    throw new Error('CHROMIUM_PATH is not set: run the browser tests through `npm test`.');
  return chromium.launch({
    executablePath,
    headless: true,
    ignoreDefaultArgs: ['--disable-dev-shm-usage'],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...sharedMemoryFlags(devShmBytes()),
    ],
  });
}

/**
 * Collects console errors and uncaught page errors, so a test can assert there were none;
 * `expected` names console errors the test provokes on purpose (see firestoreRefusal). A
 * Content-Security-Policy refusal counts too, even one the page's code caught and worked around
 * (zod's eval probe was one): the browser reports it all the same, and Lighthouse counts it.
 */
export function watchErrors(
  page: Page,
  expected: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || expected(message) || refusedOnPurpose(page, message)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The URLs each page's test refuses on purpose (expectRefused), which watchErrors leaves out. */
const refusals = new WeakMap<Page, RegExp[]>();

/**
 * Says that the test will make requests to URLs matching `pattern` fail (`route.abort('failed')`,
 * as a dropped connection would). Chromium logs each such request as a console error,
 * `net::ERR_FAILED`, although the page handles it: watchErrors leaves out those lines, and only
 * those (any other error, a React crash, still counts).
 */
export function expectRefused(page: Page, pattern: RegExp): void {
  refusals.set(page, [...(refusals.get(page) ?? []), pattern]);
}

/**
 * Holds the page's requests to URLs matching `pattern` unanswered, so a test can look at the page
 * while they wait: `count` says how many wait, `release` sends them on and lets later ones through.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp,
): Promise<{ count: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Refuses the page's requests to URLs matching `pattern` (see expectRefused) until `allow`. */
export async function refuseRequests(
  page: Page,
  pattern: RegExp,
): Promise<{ allow: () => Promise<void> }> {
  expectRefused(page, pattern);
  const refuse = (route: Route) => route.abort('failed');
  await page.route(pattern, refuse);
  return { allow: () => page.unroute(pattern, refuse) };
}

function refusedOnPurpose(page: Page, message: ConsoleMessage): boolean {
  const url = message.location().url;
  return (
    message.text().includes('net::ERR_FAILED') &&
    (refusals.get(page) ?? []).some((pattern) => pattern.test(url))
  );
}

/**
 * Records the page's layout shifts from its first byte (call before `goto`); the function it
 * returns gives their sum so far (the page's CLS, all shifts in one window).
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
        (sum, value) => sum + value,
        0,
      ),
    );
}

/**
 * The browser's own log line for a Firestore read the rules refused: the lite SDK reads over
 * plain HTTPS (a get is a POST to documents:batchGet), so a denied read is an HTTP 403 that
 * Chromium logs, though the page handles it. Only for tests that provoke a denial on purpose
 * and check which document it was (see refusedReads).
 */
export function firestoreRefusal(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 403') &&
    message.location().url.includes('/databases/(default)/documents')
  );
}

/**
 * The browser's own log line for a page answered with HTTP 404 on purpose: an unknown or
 * hidden event or partner is served its not-found page with that status (for crawlers, see
 * docs/files-and-cards.md), and Chromium logs the document's status although the page renders.
 */
export function pageNotFound(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 404') && message.location().url === message.page()?.url()
  );
}

/**
 * The browser's own log line for a request the identity provider refused (HTTP 400 from the
 * Auth emulator: a wrong password, a session ended by an email change). The page shows its
 * own message for it; only for tests that provoke one on purpose.
 */
export function identityRefusal(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 400') &&
    message.location().url.includes('/identitytoolkit.googleapis.com/')
  );
}

/** The request bodies (or URLs) of the Firestore reads refused with 403 on this page. */
export function refusedReads(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/databases/(default)/documents')) {
      refused.push(response.request().postData() ?? response.url());
    }
  });
  return refused;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core's serious and critical violations on the current page (WCAG 2.x A and AA rules and
 * best practice), and heading-order: axe rates a skipped heading level moderate, but it breaks
 * the outline a screen-reader user moves through (Lighthouse's accessibility score counts it).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the apps' CSP
  // refuses inline scripts, as it should.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'heading-order',
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
}
