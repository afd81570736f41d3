// Notifications in real Chromium against the emulators and the demo seed: the portal's bell and
// its count, the inbox (newest first, unread marked, opening one and "Mark all read" marking
// them read in Firestore), a real decision reaching the person (an admin approves a partner's
// new location from the console's feed of what waits: the partner's bell rises, the message
// links to the location, and the email arrives in the local mail catcher), the email settings
// and the alert form saved, at desktop and phone width, with no console errors and no serious
// axe violations.
import { createVenue } from '@fundax/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { call } from '../tests/support/call';
import { waitForMail } from '../tests/support/mail-catcher';
import { signIn } from '../tests/support/users';
import { appUrl, launchChromium, seriousA11yViolations } from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { demo, emailOf, pageOpener } from './support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
const {
  newPage,
  portalAs: openPortalAs,
  consoleAsAdmin: openConsole,
  closeAll,
} = pageOpener(() => browser);

beforeAll(async () => {
  // These journeys mark messages read, save settings and approve a venue: start from the seed
  // and leave it as found.
  await seedFresh();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await seedFresh();
});

afterEach(closeAll);

const inbox = (uid: string) => adminDb().collection(`users/${uid}/notifications`);

async function unreadInFirestore(uid: string): Promise<number> {
  return (await inbox(uid).where('readAt', '==', null).count().get()).data().count;
}

/** The link the bell (phones) or the menu's item (wide screens) is: "Notifications, 3 unread". */
const bell = (page: Page, unread: number) =>
  page.getByRole('link', {
    name: unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`,
  });

describe('the bell and the inbox', () => {
  it('count the partner’s unread messages, list them newest first, and mark them read', async () => {
    const unread = await unreadInFirestore('demo-partner');
    expect(unread).toBeGreaterThan(1);
    const newest = (await inbox('demo-partner').orderBy('createdAt', 'desc').limit(1).get())
      .docs[0]!;

    const { page, errors } = await openPortalAs('partner', '/portal/dashboard');
    await bell(page, unread).waitFor();
    await bell(page, unread).click();
    await page.waitForURL('**/portal/inbox');
    expect(await pageReady(page)).toBe('Notifications');

    const messages = page.getByRole('list', { name: 'Messages, newest first' });
    const items = messages.getByRole('listitem');
    // The newest message first, unread, its title linking to its page.
    const first = items.first();
    const title = first.getByRole('heading');
    expect(await title.textContent()).toBe(newest.get('title'));
    expect(await first.textContent()).toContain('Unread');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `${unread} unread` })
        .count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Opening a message marks it read: the count drops at once, and in Firestore.
    const link = title.getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toBe(newest.get('link'));
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await bell(page, unread - 1).waitFor();
    await expect
      .poll(
        async () => (await inbox('demo-partner').doc(newest.id).get()).get('readAt') as unknown,
        {
          // A function's first call starts its worker: slow on a busy machine.
          timeout: 45_000,
          interval: 1_000,
        },
      )
      .not.toBeNull();
    expect(await unreadInFirestore('demo-partner')).toBe(unread - 1);

    // Back in the inbox it reads as read; "Mark all read" marks the rest.
    await bell(page, unread - 1).click();
    await pageReady(page);
    expect(await items.first().textContent()).not.toContain('Unread');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('status').filter({ hasText: 'Everything is read.' }).waitFor();
    await bell(page, 0).waitFor();
    await expect
      .poll(() => unreadInFirestore('demo-partner'), { timeout: 45_000, interval: 1_000 })
      .toBe(0);
    expect(await messages.getByText('Unread', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

  it('reads older messages a page at a time', async () => {
    const total = (await inbox('demo-partner').count().get()).data().count;
    const { page, errors } = await openPortalAs('partner', '/portal/inbox');
    const items = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem');
    if (total <= 20) {
      expect(await items.count()).toBe(total);
      await page.getByText('That is every message.').waitFor();
    } else {
      expect(await items.count()).toBe(20);
      await page.getByRole('button', { name: 'Show older messages' }).click();
      await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(Math.min(total, 40));
    }
    expect(errors).toEqual([]);
  });

  it('at phone width, the bell sits beside the menu button and opens the inbox', async () => {
    const unread = await unreadInFirestore('demo-fundaxer');
    const { page, errors } = await openPortalAs('fundaxer', '/portal/dashboard', PHONE);
    const ring = bell(page, unread);
    await ring.waitFor();
    const menu = page.getByRole('button', { name: /Portal menu/ });
    const [bellBox, menuBox] = await Promise.all([ring.boundingBox(), menu.boundingBox()]);
    // One row: the bell to the right of the menu button, at least 44 px square (a thumb's size).
    expect(Math.abs(bellBox!.y - menuBox!.y)).toBeLessThan(4);
    expect(bellBox!.x).toBeGreaterThan(menuBox!.x + menuBox!.width - 1);
    expect(bellBox!.width).toBeGreaterThanOrEqual(44);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ring.click();
    await page.waitForURL('**/portal/inbox');
    await pageReady(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** The height of the console feed's box, in CSS pixels. */
const feedBoxHeight = (page: Page) =>
  page.locator('.waiting-feed__box').evaluate((box) => box.getBoundingClientRect().height);

describe('a decision reaches the person', () => {
  it('an admin approves a new location from the feed: the partner’s bell rises, the message links to it, the email arrives', async () => {
    const partnerToken = await signIn(emailOf('partner'), demo.password);
    const created = await call(
      createVenue,
      {
        name: 'Baca’s Green Chile Kitchen – Nob Hill',
        address: '3500 Central Ave SE, Albuquerque, NM 87106',
        location: [35.0801, -106.6104],
        category: 'restaurant',
      },
      { idToken: partnerToken },
    );
    if (!created.ok) throw new Error(`createVenue failed: ${created.message}`);
    const venueId = created.data.id;
    const unread = await unreadInFirestore('demo-partner');

    // The console's feed shows it first, linking to its record.
    const admin = await openConsole('/auth/dashboard');
    const feed = admin.page.getByRole('region', { name: 'Waiting for you' });
    const item = feed.getByRole('link', {
      name: 'New location to review: Baca’s Green Chile Kitchen – Nob Hill',
    });
    await item.waitFor();
    expect(await feed.getByRole('listitem').first().textContent()).toContain('Nob Hill');
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    // The box keeps its height whatever it holds (24rem): the audit table below never moves.
    expect(await feedBoxHeight(admin.page)).toBe(384);
    await item.click();
    await admin.page.waitForURL(`**/auth/record/${venueId}?kind=venue`);
    await pageReady(admin.page);
    await admin.page
      .getByRole('button', { name: 'Approve Baca’s Green Chile Kitchen – Nob Hill' })
      .click();
    await expect
      .poll(
        async () =>
          (await adminDb().doc(`venues/${venueId}`).get()).get('_status.approved') as unknown,
        {
          // A function's first call starts its worker: slow on a busy machine.
          timeout: 45_000,
          interval: 1_000,
        },
      )
      .toBe(true);
    // Handled: it leaves the feed.
    await admin.page.goto(appUrl('admin', '/auth/dashboard'));
    await pageReady(admin.page);
    expect(await feed.getByText('Baca’s Green Chile Kitchen – Nob Hill').count()).toBe(0);
    expect(admin.errors).toEqual([]);

    // The partner: one more unread, the message first, linking to the location's page.
    const partner = await openPortalAs('partner', '/portal/dashboard');
    await bell(partner.page, unread + 1).click();
    await pageReady(partner.page);
    const first = partner.page
      .getByRole('list', { name: 'Messages, newest first' })
      .getByRole('listitem')
      .first();
    const link = first.getByRole('link', {
      name: 'Baca’s Green Chile Kitchen – Nob Hill is approved',
    });
    expect(await link.getAttribute('href')).toBe(`/portal/locations/${venueId}`);
    expect(await first.textContent()).toContain('Unread');
    await link.click();
    await partner.page.waitForURL(`**/portal/locations/${venueId}`);
    await bell(partner.page, unread).waitFor();
    expect(partner.errors).toEqual([]);

    // The email, delivered by the sender to the local mail catcher.
    const [mail] = await waitForMail(emailOf('partner'), {
      subject: 'Baca’s Green Chile Kitchen – Nob Hill is approved on Fundax',
      timeoutMs: 45_000,
    });
    expect(mail!.text).toContain(`/portal/locations/${venueId}`);
  }, 240_000);
});

describe('settings', () => {
  it('email settings: a kind turned off, then all email, saved and shown again', async () => {
    const { page, errors } = await openPortalAs('fundaxer', '/portal/profile');
    const form = page.getByRole('form', { name: 'Email' });
    await form.getByText('Email goes to fundaxer@fundax.test (verified).').waitFor();
    // A fundaxer owns no locations: no switch for them.
    expect(await form.getByRole('group', { name: 'Your locations' }).count()).toBe(0);
    const payouts = form.getByRole('checkbox', { name: 'A payout to you is recorded' });
    expect(await payouts.isChecked()).toBe(true);
    await payouts.uncheck();
    await form.getByRole('button', { name: 'Save email settings' }).click();
    await form.getByText('Your email settings are saved.').waitFor();
    const settings = async () =>
      (await adminDb().doc('users/demo-fundaxer').get()).get('notificationSettings') as {
        emailOff: string[];
        allEmailOff: boolean;
      };
    expect(await settings()).toEqual({ emailOff: ['payout-recorded'], allEmailOff: false });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await pageReady(page);
    expect(await payouts.isChecked()).toBe(false);
    await form.getByRole('checkbox', { name: 'Stop all Fundax email' }).check();
    expect(await payouts.isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Save email settings' }).click();
    await form.getByText('Fundax sends you no email.', { exact: false }).waitFor();
    expect(await settings()).toEqual({ emailOff: ['payout-recorded'], allEmailOff: true });
    expect(errors).toEqual([]);
  });

  it('the alert form: a ZIP code, this device’s location and a point on the map, with a radius', async () => {
    const { page, context, errors } = await openPortalAs('angel', '/portal/profile');
    const form = page.getByRole('form', { name: 'Tell me about new events near me' });
    // The seed gives the demo angel an area around Rio Rancho.
    await form.getByText(/^Alerts are on: we tell you about new events within \d+ km/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByLabel('A place, address or ZIP code').fill('87124');
    await form.getByRole('button', { name: 'Find' }).click();
    const centre = form.getByText(/^Centre: .*Rio Rancho/);
    await centre.waitFor();
    // What the form shows is what it saves: "(35.2716° N, 106.7956° W)".
    const [, lat, lng] = /\(([\d.]+)° N, ([\d.]+)° W\)/.exec((await centre.textContent()) ?? '')!;
    await form.getByLabel(/^How far/).fill('20');
    await form.getByRole('button', { name: 'Save alerts' }).click();
    await form.getByText(/^Saved: alerts for new events within 20 km/).waitFor();
    const stored = async () =>
      (await adminDb().doc('users/demo-angel').get()).get('eventAlerts') as {
        center: [number, number];
        radiusKm: number;
        enabled: boolean;
        cells: string[];
      };
    const zip = await stored();
    expect(zip).toMatchObject({ radiusKm: 20, enabled: true });
    expect(zip.center[0]).toBeCloseTo(Number(lat), 4);
    expect(zip.center[1]).toBeCloseTo(-Number(lng), 4);
    // In Rio Rancho.
    expect(zip.center[0]).toBeGreaterThan(35.2);
    expect(zip.center[0]).toBeLessThan(35.4);
    expect(zip.cells.length).toBeGreaterThan(0);

    await context.grantPermissions(['geolocation'], { origin: new URL(appUrl('web')).origin });
    await context.setGeolocation({ latitude: 35.0853, longitude: -106.6056 });
    await form.getByRole('button', { name: 'Use my location' }).click();
    await form.getByText('Centre: your location (35.0853° N, 106.6056° W).').waitFor();

    // The map (its own chunk, no tiles offline): a click moves the centre.
    await form.getByRole('button', { name: 'Pick on a map' }).click();
    const map = form.locator('.alert-area-map');
    await map.waitFor();
    await map.click({ position: { x: 60, y: 60 } });
    await form.getByText(/^Centre: the point you picked on the map/).waitFor();
    await form.getByRole('checkbox', { name: /Send me alerts/ }).uncheck();
    await form.getByRole('button', { name: 'Save alerts' }).click();
    await form.getByText('Saved: alerts are off.').waitFor();
    const off = await stored();
    expect(off).toMatchObject({ radiusKm: 20, enabled: false, cells: [] });
    expect(off.center).not.toEqual(zip.center);
    await form.getByText(/^Alerts are off\. Your area is kept/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the admin console’s feed', () => {
  it('at phone width, lists what waits in the same held box, linking to each record or queue', async () => {
    const waiting = await adminDb()
      .collection('adminFeed')
      .where('handledAt', '==', null)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .get();
    const newest = waiting.docs[0]!;
    const opened = await newPage(PHONE);
    const { page } = opened;
    await page.goto(appUrl('admin', `/?from=${encodeURIComponent('/auth/dashboard')}`));
    const form = page.getByRole('form', { name: 'Sign in with email and password' });
    await form.getByLabel('Email').fill(emailOf('admin'));
    await form.getByLabel('Password').fill(demo.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/dashboard');
    await pageReady(page);
    const feed = page.getByRole('region', { name: 'Waiting for you' });
    const first = feed.getByRole('listitem').first();
    const link = first.getByRole('link', { name: newest.get('title') as string });
    expect(await link.getAttribute('href')).toBe(newest.get('link'));
    expect(await feedBoxHeight(page)).toBe(384);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});
