// The mobile shell in real Chromium on a phone-sized screen, against the emulators and the demo
// seed: a visitor sees events near Albuquerque and the sign-in form; signed-in demo users see
// their compact dashboard and inbox (a partner marks one message read, then all, on the client
// kit's inbox, and Firestore has it); an admin approves an event from the review queue; offline,
// the page shows what the phone saved with its age, changes are off, and after one visit the
// service worker opens the app with no network at all. The page is installable (manifest, theme
// colour, viewport-fit) and free of console errors and serious axe violations.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { emulatorHosts } from '../tests/support/emulator-hosts';
import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { demo, emailOf } from './support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const inboxOf = (uid: string) => adminDb().collection(`users/${uid}/notifications`);

async function unreadInFirestore(uid: string): Promise<number> {
  return (await inboxOf(uid).where('readAt', '==', null).count().get()).data().count;
}

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  // The admin's journey approves a seeded event: leave the seed as the next file expects it.
  await seedFresh();
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

/** The fundaxer's dashboard and inbox as the phone saved them, each with its age, and no axe violation. */
async function expectSavedDashboard(page: Page): Promise<void> {
  await page.getByText(/^Dashboard as of /).waitFor();
  await page.getByText(/^Notifications as of /).waitFor();
  await page
    .getByRole('list', { name: 'Your next events' })
    .getByRole('link', { name: 'Library Night at Baca’s' })
    .waitFor();
  expect(
    await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').count(),
  ).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
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
      .getByRole('link', { name: 'Library Night at Baca’s' })
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
      .getByRole('link', { name: 'Green Chile Cook-off' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('lets a partner mark a message read, then all of them, with the count', async () => {
    const unread = await unreadInFirestore('demo-partner');
    expect(unread).toBeGreaterThan(1);
    const newest = (await inboxOf('demo-partner').orderBy('createdAt', 'desc').limit(1).get())
      .docs[0]!;
    const { page, errors } = await openShell();
    await signIn(page, 'partner');
    const inbox = page.getByRole('list', { name: 'Notifications' });
    const first = inbox.getByRole('listitem').first();
    await first.waitFor();
    await page.getByText(`${unread} unread`, { exact: true }).waitFor();
    // Opening a message is its page on the web site.
    const title = newest.get('title') as string;
    expect(await first.getByRole('link', { name: title }).getAttribute('href')).toBe(
      appUrl('web', newest.get('link') as string),
    );

    await first.getByRole('button', { name: `Mark read: “${title}”` }).click();
    await page.getByText(`${unread - 1} unread`, { exact: true }).waitFor();
    expect(await first.getByText('New', { exact: true }).count()).toBe(0);
    await expect
      .poll(async () => (await newest.ref.get()).get('readAt') as unknown, {
        // A function's first call starts its worker: slow on a busy machine.
        timeout: 45_000,
        interval: 1_000,
      })
      .not.toBeNull();
    expect(await unreadInFirestore('demo-partner')).toBe(unread - 1);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('Nothing unread.', { exact: true }).waitFor();
    await expect
      .poll(() => unreadInFirestore('demo-partner'), { timeout: 45_000, interval: 1_000 })
      .toBe(0);
    expect(await inbox.getByText('New', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

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

  it('lets an admin approve an event from the review queue', async () => {
    await seedFresh();
    const { page, errors } = await openShell();
    await signIn(page, 'admin');
    expect(await page.getByRole('heading', { name: /^Hi / }).textContent()).toBe('Hi Rosa');
    const events = page.getByRole('list', { name: 'Events to review' });
    await events.getByText('Garden Hops').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await events.getByRole('button', { name: /^Approve Garden Hops/ }).click();
    const status = page.locator('.review__status');
    await status.getByText(/^Approved “Garden Hops.*”\. It has left the list\.$/).waitFor();
    expect(await events.getByText('Garden Hops').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the saved copy with its age offline, with changes off, and opens without a network', async () => {
    const { page } = await openShell();
    await signIn(page, 'fundaxer');
    // The service worker has precached the app and controls the page (it claims it at once).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const inbox = page.getByRole('list', { name: 'Notifications' });
    await inbox.getByRole('listitem').first().waitFor();
    const markAll = page.getByRole('button', { name: 'Mark all read' });
    expect(await markAll.isEnabled()).toBe(true);
    expect(await page.getByText(/ as of /).count()).toBe(0);

    await context!.setOffline(true);
    await page.getByText('You are offline.').waitFor();
    await page.getByText(/^Notifications as of /).waitFor();
    await page.getByText(/^Dashboard as of /).waitFor();
    expect(await markAll.isDisabled()).toBe(true);
    await page.getByText('You are offline: marking messages read needs a connection.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The service worker has the app and the phone has this person's copy. Opened again in
    // airplane mode (a new page, as a person reopening the app: Playwright's reload of an
    // offline page skips the worker), the page is drawn from them, dated, and the session does
    // not start: nothing asks Auth or Firestore.
    const apiHosts = new Set(Object.values(emulatorHosts()));
    await page.close();
    const offline = await context!.newPage();
    const offlineErrors = watchErrors(offline);
    const apiRequests: string[] = [];
    offline.on('request', (request) => {
      if (apiHosts.has(new URL(request.url()).host)) apiRequests.push(request.url());
    });
    await offline.goto(appUrl('mobile'));
    await offline.getByRole('heading', { name: 'Hi Dana' }).waitFor({ timeout: 30_000 });
    await offline.getByText('You are offline.').waitFor();
    await expectSavedDashboard(offline);
    expect(apiRequests).toEqual([]);
    expect(offlineErrors).toEqual([]);
    await offline.close();

    // A connection that carries nothing (the phone says it is online, no request to Fundax gets
    // through): the session starts, fails, and the page says it shows the copy.
    await context!.setOffline(false);
    await context!.route(
      (url) => apiHosts.has(url.host),
      (route) => route.abort('internetdisconnected'),
    );
    const reopened = await context!.newPage();
    const errors = watchErrors(reopened);
    await reopened.goto(appUrl('mobile'));
    await reopened.getByRole('heading', { name: 'Hi Dana' }).waitFor({ timeout: 30_000 });
    await reopened
      .getByText('We could not reach Fundax, so this is what your phone saved.')
      .waitFor();
    await expectSavedDashboard(reopened);
    // Only the network's own refusals while it was cut (the session's read, nearby events'
    // callable, and the Firestore SDK's log of its failed request).
    expect(
      errors.filter(
        (error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|RPC_ERROR HTTP error/.test(error),
      ),
    ).toEqual([]);

    // Back online (opened again) the session starts; signing out takes the copy off the phone.
    await context!.unrouteAll();
    await reopened.reload();
    await reopened.getByRole('button', { name: 'Sign out' }).click();
    await reopened.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(
      await reopened.evaluate(() => window.localStorage.getItem('fundax.mobile.offlineCopy')),
    ).toBeNull();
  });
});
