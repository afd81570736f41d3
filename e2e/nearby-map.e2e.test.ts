// Leaving a page while a Leaflet map on it is still zooming. Leaflet finishes a zoom animation
// 250 ms later from a timer that removing the map does not cancel; on a map already removed it
// threw `TypeError: Cannot read properties of undefined (reading '_leaflet_pos')` from
// `_onZoomTransitionEnd`. The home page's map fitted itself to the search with an animated zoom
// just as the results appeared, so clicking an event title at once was enough.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { appUrl, launchChromium, watchErrors } from './support/browser';
import { pageReady } from './support/page-ready';
import { demo } from './support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function open(path: string): Promise<void> {
  // Wide enough that the map sits beside the list, in view as soon as the results appear.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: [] });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(appUrl('web', path));
}

/**
 * Leaflet's zoom ends from a 250 ms timer (and a transitionend); give it time to run on the
 * removed map before asserting that nothing was thrown.
 */
async function pastLeafletZoomTimer(): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
}

/**
 * Waits, frame by frame, until the map is up and shows its markers: the nearby maps' circle
 * markers (SVG paths), or the venue form's pin (a CSS shape in a marker element).
 */
async function mapIsUp(): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector(
        '.leaflet-container path.leaflet-interactive, .leaflet-container .leaflet-marker-icon',
      ) !== null,
    null,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** Clicks `target` in the page itself, with no round trip to the test in between. */
async function clickNow(target: string): Promise<void> {
  await page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`Nothing matches ${selector}.`);
    element.click();
  }, target);
}

/**
 * Clicks the map's zoom-in button, then `target` two animation frames later: by then Leaflet has
 * started the zoom (on the next frame), and it has about 230 ms left to run.
 */
async function zoomThenClick(target: string): Promise<void> {
  await page.evaluate(
    (selector) =>
      new Promise<void>((resolve, reject) => {
        const zoomIn = document.querySelector<HTMLElement>('.leaflet-control-zoom-in');
        const element = document.querySelector<HTMLElement>(selector);
        if (!zoomIn || !element) {
          reject(new Error(`The zoom-in button or ${selector} is missing.`));
          return;
        }
        zoomIn.click();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            element.click();
            resolve();
          }),
        );
      }),
    target,
  );
}

describe('leaving the home page while its map moves', () => {
  it('throws nothing when an event title is clicked the moment the map shows the results', async () => {
    await open('/');
    await page.getByRole('list', { name: 'Events found' }).waitFor();
    // The map fits itself to the search as it appears: leave on that very frame.
    await mapIsUp();
    await clickNow('.nearby-results .nearby-item__title a');
    await page.waitForURL((url) => url.pathname.startsWith('/event/'));
    await pageReady(page);
    await pastLeafletZoomTimer();
    expect(errors).toEqual([]);
  });

  it('throws nothing when a zoom the visitor started is still running as they leave', async () => {
    await open('/');
    await page.getByRole('list', { name: 'Events found' }).waitFor();
    await mapIsUp();
    await zoomThenClick('a[href="/partners"]');
    await page.waitForURL((url) => url.pathname === '/partners');
    await pageReady(page);
    await pastLeafletZoomTimer();
    expect(errors).toEqual([]);
  });
});

describe('closing the venue form’s location map while it zooms', () => {
  it('throws nothing', async () => {
    const partner = demo.accounts.find((account) => account.key === 'partner')!;
    await open(`/login?from=${encodeURIComponent('/portal/locations/add')}`);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(partner.email);
    await main.locator('input[type="password"]').fill(demo.password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/locations/add');
    await pageReady(page);
    // Placed first, so the map opens with a marker on it.
    await main.getByLabel('Latitude').fill('35.0967');
    await main.getByLabel('Longitude').fill('-106.6698');
    await main.getByRole('button', { name: 'Pick on a map' }).click();
    await mapIsUp();
    await zoomThenClick('button[aria-expanded="true"]');
    await page.getByRole('button', { name: 'Pick on a map' }).waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await pastLeafletZoomTimer();
    expect(errors).toEqual([]);
  });
});
