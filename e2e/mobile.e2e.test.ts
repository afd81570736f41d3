// The mobile shell in real Chromium on a phone-sized screen, against the emulators and the demo
// seed: a visitor sees events near Albuquerque and the sign-in form; signed-in demo users see
// their compact dashboard; the page is installable (manifest, theme colour, viewport-fit) and
// free of console errors and serious axe violations.
import { readFileSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';
import { pageReady } from './support/page-ready';

const demo = JSON.parse(readFileSync('scripts/seed/demo-accounts.json', 'utf8')) as {
  password: string;
  accounts: { key: string; email: string }[];
};
const emailOf = (key: string) => demo.accounts.find((account) => account.key === key)!.email;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openShell(): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(appUrl('mobile'));
  await pageReady(page);
  return { page, errors };
}

async function signIn(page: Page, key: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(emailOf(key));
  await form.getByLabel('Password').fill(demo.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Hi / }).waitFor({ timeout: 30_000 });
  await pageReady(page);
}

describe('mobile shell', () => {
  it('shows a visitor events near Albuquerque and the sign-in form', async () => {
    const { page, errors } = await openShell();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/fundax/i);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page.getByRole('heading', { name: 'Events near Albuquerque' }).waitFor();
    const nearby = page.getByRole('list', { name: 'Events nearby' });
    await nearby.waitFor({ timeout: 30_000 });
    await nearby.getByText('Library Night at Baca’s').waitFor();
    expect(await nearby.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('is installable: a manifest, the theme colour and the whole screen', async () => {
    const { page } = await openShell();
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0f5c4d');
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'viewport-fit=cover',
    );
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(href!, appUrl('mobile')))).json()) as {
      display: string;
      start_url: string;
      icons: unknown[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  it('gives a signed-in fundaxer their events, what is in review and their fundraiser', async () => {
    const { page, errors } = await openShell();
    await signIn(page, 'fundaxer');
    expect(await page.getByRole('heading', { name: /^Hi / }).textContent()).toBe('Hi Dana');
    await page
      .getByRole('list', { name: 'Your next events' })
      .getByText('Library Night at Baca’s')
      .waitFor();
    await page
      .getByRole('list', { name: 'In review or not approved' })
      .getByText('Spring Book Fair Dinner')
      .waitFor();
    const progress = page.getByRole('progressbar', { name: 'Raised toward your goal' });
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/^\$[\d,.]+ of \$6,000\.00/);
    await page
      .getByRole('list', { name: 'Payouts on the way' })
      .getByText('Back-to-School Library Night')
      .waitFor();
    // Events near them stay below the dashboard.
    await page.getByRole('list', { name: 'Events nearby' }).waitFor();
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Signing out brings the form back and clears the dashboard.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Hi / }).count()).toBe(0);
  });

  it('gives a partner their give-back total and next events', async () => {
    const { page, errors } = await openShell();
    await signIn(page, 'partner');
    const card = page.locator('.card').filter({ hasText: 'Given back at your venues' });
    await card.getByText(/^\$[\d,]+\.\d{2}$/).waitFor();
    await page
      .getByRole('list', { name: 'Your next events' })
      .getByText('Green Chile Cook-off')
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('says why a sign-in failed', async () => {
    const { page } = await openShell();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(emailOf('fundaxer'));
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain('auth/');
  });
});
