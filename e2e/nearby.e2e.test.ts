// The nearby search on the home page, against nearbyEvents / nearbyVenues on the emulators and
// the seeded Albuquerque / Rio Rancho events and venues. No map tiles are configured in local
// builds: the map must show its markers on a plain background without a single tile request.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';

/** Rio Rancho city centre, as a visitor's browser would report it. */
const RIO_RANCHO = { latitude: 35.2328, longitude: -106.663 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let offMachine: string[];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function openHome(options: { geolocation?: typeof RIO_RANCHO } = {}) {
  context = await browser.newContext(
    options.geolocation
      ? { geolocation: options.geolocation, permissions: ['geolocation'] }
      : { permissions: [] },
  );
  page = await context.newPage();
  errors = watchErrors(page);
  offMachine = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') offMachine.push(request.url());
  });
  await page.goto(appUrl('web', '/'));
  await page.getByRole('list', { name: 'Events found' }).waitFor();
}

const results = () => page.getByRole('list', { name: /found$/ }).getByRole('heading', { level: 3 });
const summary = () => page.locator('.nearby__summary');

describe('nearby search', () => {
  it('finds the seeded upcoming events around downtown Albuquerque, in a list and on a map', async () => {
    await openHome();
    const titles = await results().allTextContents();
    expect(titles).toContain('Library Night at Baca’s');
    expect(titles).toContain('Pints for Paws');
    // Pending, rejected, cancelled and past events never show.
    for (const hidden of [
      'Garden Hops Night',
      'Late Night Raffle',
      'Trivia Night for Paws',
      'Rattlers Watch Party',
    ]) {
      expect(titles).not.toContain(hidden);
    }
    expect(await summary().textContent()).toMatch(
      /^\d+ upcoming events within 25 km \(16 mi\) of downtown Albuquerque\.$/,
    );
    // Nearest first.
    const distances = (await page.locator('.nearby-item__meta .muted').allTextContents()).map(
      (text) => (text.includes(' km') ? Number.parseFloat(text) : Number.parseFloat(text) / 1000),
    );
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    await page.getByRole('region', { name: 'Map of the results' }).scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    // One marker per result, plus the centre (vector markers: no images to load).
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('.leaflet-overlay-pane path.leaflet-interactive').length >= count,
      titles.length + 1,
    );
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    expect(offMachine).toEqual([]);
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('filters by cause and by date', async () => {
    await openHome();
    await page.getByLabel('Cause').selectOption('animals');
    await page.getByText(/^\d+ upcoming events? within/).waitFor();
    await page.waitForFunction(() => !document.querySelector('.nearby__layout[aria-busy="true"]'));
    const animals = await results().allTextContents();
    expect(animals).toContain('Pints for Paws');
    expect(animals).not.toContain('Library Night at Baca’s');

    await page.getByLabel('Cause').selectOption('');
    await page.getByLabel('When').selectOption('week');
    await page.waitForFunction(() => !document.querySelector('.nearby__layout[aria-busy="true"]'));
    const thisWeek = await results().allTextContents();
    expect(thisWeek).toEqual(expect.arrayContaining(['Library Night at Baca’s', 'Pints for Paws']));
    expect(thisWeek).not.toContain('Rattlers Breakfast Fundraiser'); // nine days out
  });

  it('narrows with the radius: Rio Rancho drops out within 5 km of downtown', async () => {
    await openHome();
    await page.getByLabel('Within').selectOption('5');
    // "Searching for … of downtown Albuquerque…" while it runs; the count and a full stop once
    // it has answered.
    await page.getByText(/events? within 5 km \(3 mi\) of downtown Albuquerque\.$/).waitFor();
    const near = await results().allTextContents();
    expect(near).toContain('Library Night at Baca’s'); // Old Town, about 2 km from downtown
    expect(near).not.toContain('Rattlers Breakfast Fundraiser'); // Rio Rancho
  });

  it('searches around the visitor with "Use my location"', async () => {
    await openHome({ geolocation: RIO_RANCHO });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText(/of your location\.$/).waitFor();
    const titles = await results().allTextContents();
    expect(titles).toContain('Rattlers Breakfast Fundraiser');
    expect(errors).toEqual([]);
  });

  it('finds partner businesses too', async () => {
    await openHome();
    await page.getByRole('radio', { name: 'Businesses' }).check();
    await page.getByRole('list', { name: 'Businesses found' }).waitFor();
    expect(await results().allTextContents()).toContain('Baca’s Green Chile Kitchen – Old Town');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
