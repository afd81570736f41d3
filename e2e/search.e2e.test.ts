// Search and places in real Chromium against the emulators and the demo seed: the web header's
// search box and the results page (typos, accents, nothing found, a phone's folded search), the
// admin search finding a hidden (pending) event, and nearby search around a ZIP code on the web
// home page and in the mobile shell. Every page: no console errors, no serious axe violations.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  appUrl,
  launchChromium,
  refuseRequests,
  seriousA11yViolations,
  watchErrors,
} from './support/browser';
import { pageReady } from './support/page-ready';
import { catchUpSearch } from './support/search-catch-up';
import { demo } from './support/session';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // Earlier files may have reseeded while the search instances stayed warm.
  await catchUpSearch();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(
  app: 'web' | 'admin' | 'mobile',
  path: string,
  device: typeof DESKTOP | typeof PHONE = DESKTOP,
): Promise<void> {
  context = await browser.newContext({ ...device, permissions: [] });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(appUrl(app, path));
  await pageReady(page);
}

/** The results page's answer: its count line (or the nothing-found card) once loaded. */
async function resultsShown(): Promise<void> {
  await page
    .getByText(/^\d+ results? for “|^Nothing found for “/)
    .first()
    .waitFor({ timeout: 30_000 });
  await pageReady(page);
}

/** The paths of the scripts the page fetches from now on. */
function scriptsFetched(watched: Page): string[] {
  const scripts: string[] = [];
  watched.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens the web home page's address lookup; its field takes the focus. */
async function askForAddress() {
  const ask = page.getByRole('button', { name: 'Search near an address' });
  await ask.click();
  expect(await ask.getAttribute('aria-expanded')).toBe('true');
  const where = page.getByRole('textbox', { name: 'Near an address or ZIP' });
  await where.waitFor();
  await expect.poll(() => where.evaluate((el) => el === document.activeElement)).toBe(true);
  return where;
}

const resultList = (kind: string) => page.getByRole('list', { name: kind, exact: true });
const noHorizontalScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('public search', () => {
  it('finds an event through a typo from the header, never the hidden one, and opens it', async () => {
    await open('web', '/partners');
    const header = page.getByRole('search', { name: 'Site' });
    await header
      .getByRole('searchbox', { name: 'Search events, venues and fundraisers' })
      .fill('gardn hops');
    await header.getByRole('searchbox').press('Enter');
    await page.waitForURL('**/search?q=gardn+hops');
    await resultsShown();
    expect(await pageReady(page)).toBe('Search');
    const events = resultList('Events');
    const pho = events.getByRole('listitem').filter({ hasText: 'Pho for the Garden' });
    // Upcoming, with its date on Mountain Time.
    expect(await pho.textContent()).toMatch(/Upcoming.*(MST|MDT)/);
    // Garden Hops Night is pending review: public search never shows it.
    expect(await page.getByRole('main').textContent()).not.toContain('Garden Hops Night');
    await expect(
      resultList('Fundraisers')
        .getByRole('link', { name: 'Drip irrigation for Los Duranes Community Garden' })
        .count(),
    ).resolves.toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pho.getByRole('link', { name: 'Pho for the Garden' }).click();
    await page.waitForURL(/\/event\/[^/?]+$/);
    await expect.poll(() => pageReady(page)).toBe('Pho for the Garden');
    expect(errors).toEqual([]);
  });

  it('finds an accented name typed plainly, and opens the partner on that venue', async () => {
    await open('web', '/search?q=Pena');
    await resultsShown();
    const venue = resultList('Venues and partners').getByRole('link', {
      name: 'Panadería Peña – Barelas',
    });
    expect(await venue.getAttribute('href')).toBe(
      '/partner/seed-partner-ortiz?venue=v-panaderia-pena-barelas',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await venue.click();
    await page.waitForURL('**/partner/seed-partner-ortiz?venue=v-panaderia-pena-barelas');
    await expect.poll(() => pageReady(page)).toBe('Panadería Peña – Barelas');
    expect(errors).toEqual([]);
  });

  it('narrows to one kind, and says plainly when nothing matches', async () => {
    await open('web', '/search?q=pena');
    await resultsShown();
    await page.getByRole('radio', { name: 'Events' }).click();
    await page.waitForURL('**/search?q=pena&kinds=event');
    // The choice shows once the page has read the new address (a render after the URL moves).
    await expect.poll(() => page.getByRole('radio', { name: 'Events' }).isChecked()).toBe(true);
    await resultsShown();
    await expect(resultList('Venues and partners').count()).resolves.toBe(0);

    await page.goto(appUrl('web', '/search?q=zzqxv'));
    await resultsShown();
    await page.getByText('Nothing found for “zzqxv”.').waitFor();
    await page.getByRole('link', { name: 'partner businesses' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fits a phone: a Search button opens the field, Escape closes it', async () => {
    await open('web', '/', PHONE);
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    const field = page.getByRole('searchbox', { name: 'Search events, venues and fundraisers' });
    expect(await field.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await field.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter'); // the focused Search button opens it again
    await field.fill('pena');
    await field.press('Enter');
    await page.waitForURL('**/search?q=pena');
    await resultsShown();
    await resultList('Venues and partners')
      .getByRole('link', { name: 'Panadería Peña – Barelas' })
      .waitFor();
    expect(await noHorizontalScroll()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('admin search', () => {
  it('finds a pending event through a typo, with its state, and opens its record', async () => {
    await open('admin', `/?from=${encodeURIComponent('/auth/search?q=gardn+hops')}`);
    const form = page.getByRole('form', { name: 'Sign in with email and password' });
    await form.getByLabel('Email').fill(demo.accounts.find((a) => a.key === 'admin')!.email);
    await form.getByLabel('Password').fill(demo.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/search?q=gardn+hops');
    await pageReady(page);
    const results = page.getByRole('region', { name: 'Search results' });
    const row = results.getByRole('row').filter({ hasText: 'Garden Hops Night' });
    // A function instance that searched before the last reseed catches up a few catalogue
    // shards per query: ask again until it has (the seed has this event pending).
    await expect
      .poll(
        async () => {
          await page.reload();
          await pageReady(page);
          return (await row.count()) > 0 ? await row.textContent() : '';
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toContain('Pending review');
    // It matches every word, so it ranks first.
    expect(await results.getByRole('row').nth(1).textContent()).toContain('Garden Hops Night');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Garden Hops Night' }).click();
    await page.waitForURL('**/auth/record/e-garden-hops?kind=event');
    expect(await pageReady(page)).toBe('Garden Hops Night');
    expect(errors).toEqual([]);
  });
});

describe('nearby search around an address or ZIP code', () => {
  it('on the web home page: the lookup loads when asked for; 87102, then another place picked instead', async () => {
    context = await browser.newContext({ ...DESKTOP, permissions: [] });
    page = await context.newPage();
    errors = watchErrors(page);
    const scripts = scriptsFetched(page);
    await page.goto(appUrl('web', '/'));
    await pageReady(page);
    await page.getByRole('list', { name: 'Events found' }).waitFor({ timeout: 30_000 });
    expect(scripts.filter((path) => path.includes('address-lookup'))).toEqual([]);

    const where = await askForAddress();
    expect(scripts.filter((path) => path.includes('address-lookup'))).toHaveLength(1);
    await where.fill('87102');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const summary = page.locator('.nearby__summary');
    await page
      .getByText(/^\d+ upcoming events? within 25 km \(16 mi\) of 87102, Albuquerque, NM\.$/)
      .waitFor({ timeout: 30_000 });
    await page.getByText(/^Place data: ZIP code centres: U\.S\. Census Bureau/).waitFor();
    const titles = await page
      .getByRole('list', { name: 'Events found' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(titles).toContain('Library Night at Baca’s');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Albuquerque, NM — Town' }).click();
    await expect
      .poll(() => summary.textContent())
      .toMatch(/within 25 km \(16 mi\) of Albuquerque, NM\.$/);
    expect(
      await page
        .getByRole('button', { name: 'Albuquerque, NM — Town' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Businesses within 5 km of the ZIP code: the Barelas bakery is in it.
    await page.getByRole('button', { name: '87102, Albuquerque, NM — ZIP code area' }).click();
    await page.getByRole('radio', { name: 'Businesses' }).check();
    await page.getByLabel('Within').selectOption('5');
    await page
      .getByText(/partner business(es)? within 5 km \(3 mi\) of 87102, Albuquerque, NM\.$/)
      .waitFor();
    await page
      .getByRole('list', { name: 'Businesses found' })
      .getByRole('heading', { name: 'Panadería Peña – Barelas' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('on the web home page, when the lookup cannot load: it says so and the page stays', async () => {
    context = await browser.newContext({ ...PHONE, permissions: [] });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(appUrl('web', '/'));
    await pageReady(page);
    await page.getByRole('list', { name: 'Events found' }).waitFor({ timeout: 30_000 });
    // The connection drops for the lookup's code (it was not part of the first load).
    await refuseRequests(page, /address-lookup-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Search near an address' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not load the address search.' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Events found' }).waitFor();
    await page.getByLabel('Within').selectOption('10');
    await page.getByText(/within 10 km \(6 mi\) of downtown Albuquerque\.$/).waitFor();
    expect(errors).toEqual([]);
  });

  it('on the web home page at phone width, and nonsense finds nothing without an error', async () => {
    await open('web', '/', PHONE);
    const where = await askForAddress();
    await where.fill('qwxz nowhere');
    await where.press('Enter');
    await page.getByText(/^We could not find “qwxz nowhere”/).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await where.fill('Rio Rancho, NM');
    await where.press('Enter');
    await page
      .getByText(/upcoming events? within 25 km \(16 mi\) of Rio Rancho, NM\.$/)
      .waitFor({ timeout: 30_000 });
    expect(await noHorizontalScroll()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('in the mobile shell, whose first load does not carry the lookup', async () => {
    context = await browser.newContext(PHONE);
    page = await context.newPage();
    errors = watchErrors(page);
    const scripts = scriptsFetched(page);
    await page.goto(appUrl('mobile'));
    await pageReady(page);
    await page.getByRole('list', { name: 'Events nearby' }).waitFor({ timeout: 30_000 });
    expect(scripts.filter((path) => path.includes('address-lookup'))).toEqual([]);

    await page.getByRole('button', { name: 'Search near an address' }).click();
    const where = page.getByRole('textbox', { name: 'Near an address or ZIP' });
    await where.waitFor();
    expect(scripts.filter((path) => path.includes('address-lookup'))).toHaveLength(1);
    await expect.poll(() => where.evaluate((el) => el === document.activeElement)).toBe(true);
    await where.fill('87102');
    await where.press('Enter');
    await page
      .getByRole('heading', { name: 'Events near 87102, Albuquerque, NM' })
      .waitFor({ timeout: 30_000 });
    await page.getByText(/^Place data: /).waitFor();
    await page
      .getByRole('list', { name: 'Events nearby' })
      .getByText('Library Night at Baca’s')
      .waitFor();
    expect(await noHorizontalScroll()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
