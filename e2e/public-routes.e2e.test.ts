// Every public route of the web app (web/src/app/route-paths.ts), as a visitor, against the
// seeded emulators: each renders an h1 with no console errors and no serious or critical axe
// violations. Route params are filled with real seeded ids.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PUBLIC_ROUTES } from '../web/src/app/route-paths';
import {
  appUrl,
  launchChromium,
  refuseRequests,
  seriousA11yViolations,
  watchErrors,
  watchLayoutShifts,
} from './support/browser';
import { pageReady } from './support/page-ready';
import { type SeededIds, seededIds } from './support/seeded-ids';
import { trickledHtml } from './support/trickled-html';

let browser: Browser;
let ids: SeededIds;

beforeAll(async () => {
  [browser, ids] = await Promise.all([launchChromium(), seededIds()]);
});

afterAll(async () => {
  await browser?.close();
});

/** Routes visited with a query, so the page shows what it is for (search results). */
const QUERIES: Record<string, string> = { '/search': '?q=taproom' };

/** The :id of each parameterised route, from the seed. */
function concretePath(path: string): string {
  if (QUERIES[path]) return `${path}${QUERIES[path]}`;
  if (!path.includes(':id')) return path;
  const id = {
    '/event/:id': ids.event,
    '/partner/:id': ids.partner,
    '/angels/:id': ids.angel,
    '/angels/payment/:id': ids.application,
  }[path];
  if (!id) throw new Error(`No seeded id for ${path}: add it to public-routes.e2e.test.ts.`);
  return path.replace(':id', encodeURIComponent(id));
}

const PHONE = { width: 390, height: 844 };

/** Headings a route must not end on: a failed read or a missing seeded document. */
const NOT_FOUND = /not found/i;

describe('every public route, as a visitor', () => {
  for (const route of PUBLIC_ROUTES) {
    it(`${route.path} renders its page`, async () => {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(appUrl('web', concretePath(route.path)), { waitUntil: 'load' });
      const heading = await pageReady(page);
      expect(heading).not.toBe('');
      expect(heading).not.toMatch(NOT_FOUND);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    });
  }
});

/**
 * Watches the page from its first byte: the first heading the HTML painted (before any script),
 * and whether the document was ever without a title once it had one.
 */
async function watchPrerender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { paintedHeading?: Element; lostTitle?: boolean };
    let titled = false;
    new MutationObserver(() => {
      seen.paintedHeading ??= document.querySelector('h1') ?? undefined;
      if (document.title !== '') titled = true;
      else if (titled) seen.lostTitle = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Whether the app has mounted: the build marks forms inert until their script takes them. */
async function appMounted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('form[inert]') === null);
}

describe('prerendered pages', () => {
  it('the pages people read are hydrated: the app keeps the heading the HTML painted', async () => {
    for (const path of ['/', '/partners', '/terms']) {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await watchPrerender(page);
      await page.goto(appUrl('web', path), { waitUntil: 'load' });
      await pageReady(page);
      await appMounted(page);
      const kept = await page.evaluate(() => {
        const seen = window as unknown as { paintedHeading?: Element };
        return (
          seen.paintedHeading !== undefined && seen.paintedHeading === document.querySelector('h1')
        );
      });
      expect(kept, path).toBe(true);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('a page whose HTML arrives in pieces is painted once it is all there, and nothing moves', async () => {
    // Cut inside the site header, before its Menu button and menu: painted without them, the
    // search box (wide screen) or the Search button (phone) would stand at the bar's end, and
    // move when the rest came.
    const cutInHeader = (html: string) =>
      html.lastIndexOf('<button', html.indexOf('<nav id="site-nav"'));
    const slow = await trickledHtml(appUrl('web'), cutInHeader, 1000);
    try {
      for (const path of ['/', `/event/${ids.event}`]) {
        for (const viewport of [PHONE, { width: 1280, height: 720 }]) {
          const where = `${path} at ${viewport.width}px`;
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          const errors = watchErrors(page);
          const layoutShift = await watchLayoutShifts(page);
          await page.addInitScript(() => {
            // When the end of #root (the footer) was parsed, to compare with the first paint.
            new MutationObserver((_, observer) => {
              if (document.querySelector('#root footer') === null) return;
              Object.assign(window, { parsedAt: performance.now() });
              observer.disconnect();
            }).observe(document, { childList: true, subtree: true });
          });
          await page.goto(`${slow.origin}${path}`, { waitUntil: 'load' });
          await pageReady(page);
          await appMounted(page);
          const { firstPaint, parsedAt } = await page.evaluate(() => {
            const [paint] = performance.getEntriesByName('first-contentful-paint');
            const { parsedAt } = window as unknown as { parsedAt: number };
            return { firstPaint: paint?.startTime ?? 0, parsedAt };
          });
          expect(parsedAt, where).toBeGreaterThan(0);
          expect(
            firstPaint,
            `${where}: painted before the page was all parsed`,
          ).toBeGreaterThanOrEqual(parsedAt);
          expect(await layoutShift(), where).toBeLessThan(0.01);
          expect(errors, where).toEqual([]);
          await context.close();
        }
      }
    } finally {
      await slow.close();
    }
  });

  it('a page the browser renders afresh (one with a form) keeps its title all along', async () => {
    for (const path of ['/login', '/fundraising/new', '/search?q=taproom']) {
      const page = await browser.newPage();
      await watchPrerender(page);
      await page.goto(appUrl('web', path), { waitUntil: 'load' });
      await pageReady(page);
      await appMounted(page);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page.title(), path).resolves.toBe(`${heading} · Fundax`);
      await expect(
        page.evaluate(() => (window as unknown as { lostTitle?: boolean }).lostTitle ?? false),
        path,
      ).resolves.toBe(false);
      await page.close();
    }
  });
});

/** The special events list's links to its events (each event's title is a link). */
const eventLinks = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');

describe('public pages show their seeded content', () => {
  it('the special events list links to event pages', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/special-events'), { waitUntil: 'load' });
    await pageReady(page);
    const first = eventLinks(page).first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/event\//);
    await expect.poll(() => pageReady(page)).toBe(title);
    await page.close();
  });

  it('a link opens its page at the top, and back returns to the place in the list', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 420 } });
    const errors = watchErrors(page);
    await page.goto(appUrl('web', '/special-events'), { waitUntil: 'load' });
    await pageReady(page);
    const last = eventLinks(page).last();
    await last.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(100);
    const title = (await last.textContent()) ?? '';
    await last.click();
    await page.waitForURL(/\/event\//);
    await expect.poll(() => pageReady(page)).toBe(title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/special-events$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a page whose code cannot be fetched says so and keeps the site around it; a reload then loads it', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true });
    const errors = watchErrors(page);
    await page.goto(appUrl('web', '/special-events'), { waitUntil: 'load' });
    await pageReady(page);
    // The connection drops: no more code (the event page's was not part of the list's load).
    const scripts = await refuseRequests(page, /\.js$/);
    const first = eventLinks(page).first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/event\//);
    await expect.poll(() => pageReady(page), { timeout: 30_000 }).toBe('This page did not load');
    await expect(page.getByRole('alert').getByRole('paragraph').textContent()).resolves.toBe(
      'We could not load this page. Check your connection, then reload the page.',
    );
    await expect(page.title()).resolves.toBe('This page did not load · Fundax');
    // The app is still there: its header, to go elsewhere.
    await page.getByRole('link', { name: 'Fundax home' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The connection is back: the notice's button reloads, and the page loads.
    await scripts.allow();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect.poll(() => pageReady(page), { timeout: 30_000 }).toBe(title);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the directories come with their data: no Firestore read, and hydrated without an error', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const firestoreReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/databases/(default)/documents')) {
        firestoreReads.push(request.url());
      }
    });
    await page.goto(appUrl('web', '/partners'), { waitUntil: 'load' });
    await pageReady(page);
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    await page.goto(appUrl('web', '/businesses?category=restaurant'), { waitUntil: 'load' });
    await pageReady(page);
    await page.getByRole('region', { name: 'Restaurant' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Loading/).count()).resolves.toBe(0);
    // While the copy the Hosting function served is fresh it is the page's read.
    expect(firestoreReads).toEqual([]);
    await expect(page.locator('#fundax-served-page').count()).resolves.toBe(0);
    // A navigation within the app reads live: the served copy was the first load's.
    await page.getByLabel('Type of business').selectOption('');
    await page.waitForURL(/\/businesses$/);
    await expect.poll(() => firestoreReads.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the funders page totals what partners raised at ended events', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/funders'), { waitUntil: 'load' });
    await pageReady(page);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.count()).resolves.toBeGreaterThan(1);
    await expect(page.getByRole('table').textContent()).resolves.toMatch(/\$\d/);
    await page.close();
  });

  it('the fundaxer listing filters by cause', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/fundaxer-listing'), { waitUntil: 'load' });
    await pageReady(page);
    const all = await page.getByRole('main').getByRole('article').count();
    await page.getByLabel('Cause').selectOption('schools');
    await page.waitForURL(/cause=schools/);
    await pageReady(page);
    const schools = await page.getByRole('main').getByRole('article').count();
    expect(schools).toBeGreaterThan(0);
    expect(schools).toBeLessThan(all);
    await page.close();
  });

  it('the top categories page counts listed angels and lists a category', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/angels/top-categories'), { waitUntil: 'load' });
    await pageReady(page);
    await expect(page.getByText(/\d+ listed angels?/).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Insurance' }).click();
    await page.waitForURL(/category=insurance/);
    await pageReady(page);
    const angel = page.getByRole('heading', { level: 3 }).getByRole('link').first();
    const name = (await angel.textContent()) ?? '';
    await angel.click();
    await page.waitForURL(/\/angels\/[^/?]+$/);
    await expect.poll(() => pageReady(page)).toBe(name);
    await page.close();
  });

  it('the networking groups are listed at the angels alias path, by city', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/business-networking-groups-in-Albuquerque-and-Rio-Rancho'), {
      waitUntil: 'load',
    });
    await pageReady(page);
    for (const city of ['Albuquerque', 'Rio Rancho']) {
      await expect(
        page.getByRole('heading', { level: 2, name: `Groups in ${city}` }).count(),
      ).resolves.toBe(1);
    }
    await expect(page.getByRole('heading', { level: 3 }).count()).resolves.toBeGreaterThan(1);
    await page.close();
  });

  it('an unknown path shows the not-found page', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/no/such/page'), { waitUntil: 'load' });
    await expect(pageReady(page)).resolves.toMatch(NOT_FOUND);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
