/**
 * Loads a page in Debian's Chromium as a phone would (Lighthouse's mobile screen and user agent),
 * through the Hosting emulator, and records every script the browser fetched until the page has
 * settled: what the bundle benchmark reports.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';

import { launchChromium } from '../../e2e/support/browser';
import { pageReady } from '../../e2e/support/page-ready';
import { appDist } from './app-build';
import { type ChunkBytes, measureBuiltFile, measureScript } from './chunk-bytes';
import { signInThroughForm } from './demo-sign-in';
import type { MeasuredPage } from './measured-pages';

export { launchChromium };

/** "Chromium 150.0.7871.100": the launched browser, for bench/RESULTS.md (see chromiumVersion). */
export const browserVersion = (browser: Browser): string => `Chromium ${browser.version()}`;

/** No request for this long, and none in flight: the page has settled (after it rendered). */
const QUIET_MS = 1500;

export interface FetchedScript {
  url: string;
  /** The built file it is (relative to the app's dist folder), when it is one of ours. */
  file: string | null;
  bytes: ChunkBytes;
  /** Body bytes on the wire, as the server encoded them. */
  transferred: number;
  /** The Content-Encoding the server answered with (gzip, br), or "" for none. */
  encoding: string;
}

export interface PageScripts {
  scripts: FetchedScript[];
  /** Scripts the browser asked for and did not get (e.g. Google's api.js on this offline machine). */
  failed: string[];
  /** The page's path once settled (a signed-in page must not have gone to a sign-in page). */
  finalPath: string;
}

/** A browser context shaped like Lighthouse's default phone (Moto G Power: 412×823 at 1.75x). */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  // Lighthouse types these with its global LH namespace, which is not in scope here.
  const screen = screenEmulationMetrics.mobile as unknown as {
    width: number;
    height: number;
    deviceScaleFactor: number;
  };
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}

/** Resolves once no request has started or been in flight for QUIET_MS. */
function networkQuiet(page: Page): { settled: (timeout: number) => Promise<void> } {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async (timeout) => {
      const deadline = Date.now() + timeout;
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) {
          throw new Error(`${page.url()} did not settle within ${timeout / 1000} s.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

async function describeScript(response: Response, origin: string, dist: string): Promise<FetchedScript> {
  const url = response.url();
  const body = await response.body();
  const sizes = await response.request().sizes();
  const { origin: scriptOrigin, pathname } = new URL(url);
  const candidate = path.join(dist, pathname);
  const builtFile =
    scriptOrigin === origin && candidate.startsWith(dist) && existsSync(candidate) ? candidate : null;
  // The built file with its source map gives the Firebase and zod shares; it must be the very
  // bytes the browser got (else an old build would be measured instead of what was served).
  const bytes =
    builtFile && measureBuiltFile(builtFile).raw === body.length
      ? measureBuiltFile(builtFile)
      : measureScript(body.toString('utf8'), null);
  return {
    url,
    file: builtFile ? path.relative(dist, builtFile) : null,
    bytes,
    transferred: sizes.responseBodySize,
    encoding: response.headers()['content-encoding'] ?? '',
  };
}

/**
 * Opens `url` cold (empty HTTP cache) in a fresh phone context, signed in first through the
 * app's form when the page asks for it, and returns the scripts it fetched until settled:
 * rendered (an h1 and no loading spinner), then no network activity for QUIET_MS.
 */
export async function loadPageScripts(
  browser: Browser,
  measured: MeasuredPage,
  origin: string,
  url: string,
): Promise<PageScripts> {
  const context = await phoneContext(browser);
  try {
    if (measured.as) {
      const signInPage = await context.newPage();
      await signInThroughForm(signInPage, origin, measured.app, measured.as, new URL(url).pathname);
      // The session stays in the profile's storage; the scripts the sign-in fetched must not.
      const session = await context.newCDPSession(signInPage);
      await session.send('Network.clearBrowserCache');
      await signInPage.close();
    }
    const page = await context.newPage();
    const dist = appDist(measured.app);
    const quiet = networkQuiet(page);
    const pending: Promise<FetchedScript>[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        pending.push(describeScript(response, origin, dist));
      }
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script') failed.push(request.url());
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await pageReady(page, 120_000);
    await quiet.settled(120_000);
    const scripts = await Promise.all(pending);
    return { scripts, failed, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
