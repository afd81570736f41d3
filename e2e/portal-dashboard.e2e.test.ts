// The portal dashboard's repeat visit in real Chromium against the emulators and the demo seed:
// the first visit saves the dashboard in the browser; the next one shows it at once, dated,
// while its reads are held back, then the live one when they answer; signing out removes it.
// It only reads, so it needs no reseed.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { holdRequests, launchChromium } from './support/browser';
import { pageReady } from './support/page-ready';
import { pageOpener } from './support/session';

/** The saved dashboard's localStorage key (web/src/utils/saved-dashboard.ts). */
const SAVED_KEY = 'fundax.web.dashboard';
/** Every Firestore request (the lite SDK's REST calls). */
const FIRESTORE = /\/databases\/\(default\)\/documents/;

interface SavedCopy {
  uid: string;
  parts: Record<string, { data: unknown; readAt: string }>;
}

let browser: Browser;
const { portalAs, closeAll } = pageOpener(() => browser);

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(closeAll);

afterAll(async () => {
  await browser?.close();
});

describe('/portal/dashboard on a repeat visit', () => {
  it('shows the dashboard saved last time at once, dated, then the live one', async () => {
    const { page, errors } = await portalAs('partner', '/portal/dashboard');
    const savedCopy = () =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as SavedCopy | null,
        SAVED_KEY,
      );
    // The first visit saves each part as its read answers.
    await expect
      .poll(async () => Object.keys((await savedCopy())?.parts ?? {}).sort(), { timeout: 15_000 })
      .toEqual(['awaiting', 'events', 'ledger', 'venues']);
    const firstVisit = await page.getByRole('list', { name: 'Next events' }).textContent();
    expect(firstVisit).toBeTruthy();

    // The next visit, with every read held back: what it shows can only be the saved copy.
    const reads = await holdRequests(page, FIRESTORE);
    await page.reload();
    const age = page.locator('.as-of');
    await expect
      .poll(() => age.textContent(), { timeout: 15_000 })
      .toMatch(/^Saved dashboard as of (just now|\d+ minutes? ago)$/);
    await expect.poll(() => reads.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Next events' }).textContent()).toBe(firstVisit);
    expect(await page.getByRole('region', { name: 'Give-back' }).textContent()).toMatch(/\$/);

    // The reads answer: the live dashboard replaces the copy, and the line says so in place.
    await reads.release();
    await expect
      .poll(() => age.textContent(), { timeout: 20_000 })
      .toBe('Dashboard as of just now');
    await pageReady(page);
    expect(await page.getByRole('list', { name: 'Next events' }).textContent()).toBe(firstVisit);

    // Signing out leaves nothing of the partner's dashboard in this browser.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect.poll(savedCopy, { timeout: 15_000 }).toBeNull();
    expect(errors).toEqual([]);
  });

  it('has no age line on a first visit in this browser', async () => {
    const { page } = await portalAs('partner', '/portal/dashboard');
    await pageReady(page);
    await page.getByRole('list', { name: 'Next events' }).waitFor();
    expect(await page.locator('.as-of').count()).toBe(0);
  });
});
