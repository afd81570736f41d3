// A partner places a new venue by its street address (geocodeAddress, the offline gazetteer),
// drags the pin and nudges it to the door, uploads a photo through the shared picker (the real
// requestUpload, the PUT to the emulator's localFiles, the variants), and sees it on the
// venue's page; in real Chromium against the emulators, free of console errors and of serious
// axe violations. The picture is made here, in memory: nothing is downloaded.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { gradientPng } from './support/test-files';
import { demo, emailOf } from './support/session';

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // The journey adds a venue and a file; start from the seed and leave it as found.
  await seedFresh();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await seedFresh();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openAsPartner(path: string): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(appUrl('web', `/login?from=${encodeURIComponent(path)}`));
  await pageReady(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(emailOf('partner'));
  await main.locator('input[type="password"]').fill(demo.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  await pageReady(page);
  return { page, errors };
}

/** The element's box once it has stopped moving (a map animating to a place). */
async function settled(element: Locator) {
  let last = await element.boundingBox();
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await element.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  throw new Error('The element kept moving');
}

const numberIn = async (field: Locator) => Number(await field.inputValue());

/** Whether an <img> has loaded real pixels (not a broken or refused picture). */
const loaded = (image: Locator) =>
  image.evaluate(
    (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
  );

describe('placing a venue and its photo', () => {
  it('finds the address, drags and nudges the pin, uploads a photo and shows it', async () => {
    const { page, errors } = await openAsPartner('/portal/locations/add');
    const form = page.getByRole('form', { name: 'Your location' });
    const name = `Sawmill Market Stand ${Date.now()}`;
    await form.getByLabel('Venue name').fill(name);
    await form.getByLabel('Kind of business').selectOption('restaurant');

    // The address is looked up offline; a ZIP-level place puts the pin in the area, says it
    // is not the door, and opens the map there.
    await form.getByLabel('Street address').fill('1909 Bellamah Ave NW, Albuquerque, NM 87104');
    await form.getByRole('button', { name: 'Find on the map' }).click();
    await form.getByText(/not your door/).waitFor();
    const latitude = form.getByLabel('Latitude');
    const longitude = form.getByLabel('Longitude');
    await expect.poll(() => latitude.inputValue()).not.toBe('');
    const found = [await numberIn(latitude), await numberIn(longitude)];
    // 87104 is just north-west of downtown Albuquerque.
    expect(found[0]).toBeGreaterThan(35.05);
    expect(found[0]).toBeLessThan(35.15);
    expect(found[1]).toBeGreaterThan(-106.75);
    expect(found[1]).toBeLessThan(-106.6);
    await form.getByText(/^Placed from the address/).waitFor();
    const pin = page.getByTitle('The venue’s pin: drag it to the door');
    await pin.waitFor();

    // Dragged with the pointer: the pin drops south-east of where the address put it. The map
    // is below the fold, and it glides to the place found: grab the pin once it stands still.
    await pin.scrollIntoViewIfNeeded();
    const box = await settled(pin);
    const grab = { x: box.x + box.width / 2, y: box.y + box.height - 4 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 20, grab.y + 15, { steps: 5 });
    await page.mouse.move(grab.x + 40, grab.y + 30, { steps: 5 });
    await page.mouse.up();
    await form.getByText('Placed on the map.').waitFor();
    await expect.poll(() => numberIn(longitude)).toBeGreaterThan(found[1]!);
    expect(await numberIn(latitude)).toBeLessThan(found[0]!);
    const dragged = [await numberIn(latitude), await numberIn(longitude)];

    // Then nudged from the keyboard's buttons: 25 m north is about 0.000225° of latitude.
    const nudge = form.getByRole('group', { name: 'Move the pin' });
    await nudge.getByLabel('Step').selectOption('25');
    await nudge.getByRole('button', { name: 'Move the pin 25 m (82 ft) north' }).click();
    await nudge.getByText('Pin moved 25 m (82 ft) north.').waitFor();
    await expect.poll(() => numberIn(latitude)).toBeCloseTo(dragged[0]! + 25 / 111_320, 6);
    expect(await numberIn(longitude)).toBe(dragged[1]);
    const door = [await numberIn(latitude), await numberIn(longitude)];

    // A file that is not a picture is refused before anything is sent.
    const photo = form.getByRole('group', { name: 'Photo' });
    await photo.getByLabel('Choose a photo').setInputFiles({
      name: 'menu.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Red or green?'),
    });
    await photo
      .getByText('“menu.txt” cannot be used: only JPEG, PNG or WebP files can be used for a photo.')
      .waitFor();
    // A real picture is uploaded, checked and resized by the functions, then previewed.
    await photo.getByLabel('Choose a photo').setInputFiles({
      name: 'storefront.png',
      mimeType: 'image/png',
      buffer: gradientPng(960, 640),
    });
    await photo.getByText(/^“storefront\.png” is uploaded/).waitFor({ timeout: 30_000 });
    await photo.getByText('The new photo, used once you save.').waitFor();
    const preview = photo.locator('img');
    await expect.poll(() => loaded(preview)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Add location' }).click();
    await page.waitForURL(/\/portal\/locations\/(?!add)[^/]+$/, { timeout: 30_000 });
    await pageReady(page);
    await page.getByText('Your location is added and waits for review.').waitFor();

    // Stored where the partner put it, said to be a point placed on the map, with the photo.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const venue = (await adminDb().doc(`venues/${id}`).get()).data()!;
    expect(venue).toMatchObject({
      ownerId: 'demo-partner',
      name,
      address: '1909 Bellamah Ave NW, Albuquerque, NM 87104',
      _geoloc: { lat: door[0], lng: door[1] },
      locationSource: 'map',
      locationPrecision: 'point',
    });
    const image = venue.image as { fileId: string; variants: { name: string; url: string }[] };
    expect(image.variants.map((variant) => variant.name).sort()).toEqual(['card', 'thumb']);
    expect(venue.imageUrl).toBe(image.variants.find((variant) => variant.name === 'card')!.url);
    const file = (await adminDb().doc(`files/${image.fileId}`).get()).data()!;
    expect(file).toMatchObject({
      ownerId: 'demo-partner',
      purpose: 'venue-photo',
      state: 'stored',
    });

    // The venue's page shows the stored photo (its variants, served locally) as the current one.
    const edit = page.getByRole('form', { name: 'Edit the location' });
    const saved = edit.getByRole('group', { name: 'Photo' });
    await saved.getByText('The current photo.').waitFor();
    const shown = saved.locator('img');
    expect(await shown.getAttribute('srcset')).toContain(image.fileId);
    await expect.poll(() => loaded(shown)).toBe(true);
    // The address and the pin come back as saved.
    expect(await edit.getByLabel('Street address').inputValue()).toBe(
      '1909 Bellamah Ave NW, Albuquerque, NM 87104',
    );
    expect(await numberIn(edit.getByLabel('Latitude'))).toBe(door[0]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
