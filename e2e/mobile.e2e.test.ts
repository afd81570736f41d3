// The mobile shell in real Chromium on a phone-sized screen, against the emulators and the demo
// seed: a visitor sees events near Albuquerque and the sign-in form; signed-in demo users see
// their compact dashboard and inbox and do on the phone what the web portal does, through the
// same callables: a partner reports an ended event's sales and declines a proposal with a
// reason, a fundaxer accepts one and shares an event through the phone's share sheet, an admin
// approves an event and rejects another with a reason, a partner marks messages read, and an
// angel sets an alert around where the phone is. Offline, the page shows what the phone saved
// with its age, changes are off, and after one visit the service worker opens the app with no
// network at all. A dashboard whose code cannot be fetched says so, and a reload brings it. The
// page is installable (manifest with PNG icons, theme colour, viewport-fit) and free of console
// errors and serious axe violations.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { emulatorHosts } from '../tests/support/emulator-hosts';
import {
  appUrl,
  launchChromium,
  refuseRequests,
  seriousA11yViolations,
  watchErrors,
} from './support/browser';
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

async function openShell(
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ ...PHONE, ...options });
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
    const manifestUrl = new URL(href!, appUrl('mobile'));
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    // PNG icons of 192 and 512 pixels, and a maskable one, each served as a PNG.
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of pngs) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      expect(response.headers.get('content-type')).toMatch(/^image\/png/);
      // The PNG signature.
      expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([
        0x89, 0x50, 0x4e, 0x47,
      ]);
    }
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

  it('lets a partner report the night’s sales and decline a proposal with a reason', async () => {
    await seedFresh();
    const { page, errors } = await openShell();
    await signIn(page, 'partner');

    // The ended Posole Night has no sales yet: reported from a sheet, 20% raised by the server.
    const toReport = page.getByRole('list', { name: 'Events with sales to report' });
    await toReport
      .getByRole('button', { name: 'Report sales for Posole Night for the Library' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Sales at Posole Night for the Library' });
    await sheet.getByLabel('Qualifying sales, in dollars').fill('3500');
    await sheet.getByText('At 20%, sales of $3,500.00 raise $700.00').waitFor();
    await sheet.getByRole('button', { name: 'Report the sales' }).click();
    await page
      .getByText('Recorded for Posole Night for the Library: sales of $3,500.00 raised $700.00.')
      .waitFor();
    await page.getByText('All your events’ sales are reported.').waitFor();
    const posole = await adminDb().doc('events/e-past-posole-bacas').get();
    expect([posole.get('salesCents'), posole.get('raisedCents')]).toEqual([350_000, 70_000]);

    // The fundaxer's Tamale Night waits for this partner: declined, with the reason kept.
    const proposals = page.getByRole('list', { name: 'Proposals waiting for your answer' });
    await proposals.getByRole('button', { name: 'Decline… Tamale Night for the Library' }).click();
    await proposals
      .getByLabel('Reason for declining “Tamale Night for the Library”')
      .fill('Our kitchen is booked for a wedding that weekend.');
    await proposals.getByRole('button', { name: 'Decline', exact: true }).click();
    await page
      .getByText('You declined “Tamale Night for the Library”. The proposer will see your reason.')
      .waitFor();
    const tamale = await adminDb().doc('events/e-tamale-night-bacas').get();
    expect(tamale.get('consent.partner')).toBe('declined');
    expect(JSON.stringify(tamale.get('consent'))).toContain(
      'Our kitchen is booked for a wedding that weekend.',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lets a fundaxer accept a proposal and share an event from the phone’s share sheet', async () => {
    await seedFresh();
    const { page, errors } = await openShell();
    // The phone's share sheet (headless Chromium has none): records what it was given.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.reload();
    await pageReady(page);
    await signIn(page, 'fundaxer');

    const proposals = page.getByRole('list', { name: 'Proposals waiting for your answer' });
    await proposals.getByRole('button', { name: 'Accept Trivia Rematch for the Library' }).click();
    await page
      .getByText('You accepted “Trivia Rematch for the Library”. An admin reviews it next.')
      .waitFor();
    const trivia = await adminDb().doc('events/e-trivia-rematch').get();
    expect(trivia.get('consent.fundaxer')).toBe('agreed');
    await page.getByText('No more proposals are waiting.').waitFor();

    const next = page.getByRole('list', { name: 'Your next events' });
    await next.getByRole('button', { name: 'Share Library Night at Baca’s' }).click();
    await next.getByText('Thanks for sharing!').waitFor();
    const shared =
      (await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)) ?? [];
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(appUrl('web', '/event/e-library-night-bacas'));
    expect(shared[0]!.title).toBe('Library Night at Baca’s');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lets an admin reject an event with a reason the owner will read', async () => {
    await seedFresh();
    const { page, errors } = await openShell();
    await signIn(page, 'admin');
    const events = page.getByRole('list', { name: 'Events to review' });
    await events.getByText('Spring Book Fair Dinner').waitFor();
    await events.getByRole('button', { name: /^Reject… Spring Book Fair Dinner/ }).click();
    const reason = events.getByLabel(/^Reason for rejecting “Spring Book Fair Dinner/);
    // The contract's own rule is checked before anything is sent.
    await events.getByRole('button', { name: 'Reject', exact: true }).click();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('Please add the book fair’s hours to the terms.');
    await events.getByRole('button', { name: 'Reject', exact: true }).click();
    await page
      .locator('.review__status')
      .getByText(/^Rejected “Spring Book Fair Dinner.*”\. The owner will see the reason\.$/)
      .waitFor();
    expect(await events.getByText('Spring Book Fair Dinner').count()).toBe(0);
    const stored = await adminDb().doc('events/e-spring-book-fair-dinner').get();
    expect(stored.get('_status')).toMatchObject({
      approved: false,
      reason: 'Please add the book fair’s hours to the terms.',
    });
    expect(errors).toEqual([]);
  });

  it('sets an alert for new events near where the phone is', async () => {
    const ALBUQUERQUE_UPTOWN = { latitude: 35.1035, longitude: -106.5694 };
    const { page, errors } = await openShell({
      geolocation: ALBUQUERQUE_UPTOWN,
      permissions: ['geolocation'],
    });
    await signIn(page, 'angel');
    await page.getByRole('button', { name: /^(Set an alert|Change the alert)$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Alert for new events near you' });
    await sheet.getByRole('button', { name: 'Use my location' }).click();
    await sheet.getByText('Around your location.').waitFor();
    await sheet.getByLabel('Distance').selectOption({ label: '25 km (16 mi)' });
    await sheet.getByRole('button', { name: 'Save the alert' }).click();
    await page
      .getByText('Alerts are on: new events within 25 km (16 mi) of your location.')
      .waitFor();
    // The notice follows the callable's answer: the alert is stored by then.
    const stored = (await adminDb().doc('users/demo-angel').get()).get('eventAlerts') as unknown;
    expect(stored).toMatchObject({
      center: [ALBUQUERQUE_UPTOWN.latitude, ALBUQUERQUE_UPTOWN.longitude],
      radiusKm: 25,
      enabled: true,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
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

  it('says when the dashboard’s code cannot be fetched, keeps the rest of the app, and a reload brings it', async () => {
    // No service worker: it would answer from its copy, and this is a phone whose first
    // signed-in load loses the connection (or meets a release that replaced the files).
    const { page, errors } = await openShell({ serviceWorkers: 'block' });
    const dashboardCode = await refuseRequests(page, /\/assets\/signed-in-page-[\w-]+\.js$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(emailOf('fundaxer'));
    await form.getByLabel('Password').fill(demo.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'your dashboard' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.getByRole('paragraph').textContent()).toBe(
      'We could not load your dashboard. Check your connection, then reload the page.',
    );
    // The rest of the app still stands: the page's heading and the events nearby.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Events nearby' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The connection is back: the session was kept, and the reload shows the dashboard.
    await dashboardCode.allow();
    await notice.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { name: 'Hi Dana' }).waitFor({ timeout: 30_000 });
    // The refused file's own log line aside (refuseRequests), nothing from React.
    expect(errors).toEqual([]);
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
    // The new page is made while online and opens the app offline: Chromium (150) leaves
    // navigator.onLine true in a page created in an offline context, as no phone in airplane
    // mode does. It shows nothing meanwhile, so nothing reaches the network.
    await context!.setOffline(false);
    const offline = await context!.newPage();
    await context!.setOffline(true);
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
