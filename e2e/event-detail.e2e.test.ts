// The event page against the seeded emulators: what it shows, its .ics download (checked line
// by line), the share link, the way to the venue's partner page, and its not-found state.
import { readFile } from 'node:fs/promises';

import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import {
  appUrl,
  firestoreRefusal,
  pageNotFound,
  launchChromium,
  refusedReads,
  seriousA11yViolations,
  watchErrors,
  watchLayoutShifts,
} from './support/browser';
import { pageReady } from './support/page-ready';
import { seededIds } from './support/seeded-ids';

interface SeededEvent {
  id: string;
  title: string;
  venueId: string;
  venueName: string;
  venueAddress: string;
  eventStart: Date;
  eventEnd: Date;
  percent: number;
  goalCents: number | null;
  fundaxerId: string | null;
}

let browser: Browser;
let context: BrowserContext;
let event: SeededEvent;

const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

beforeAll(async () => {
  const ids = await seededIds();
  const snapshot = await adminDb().doc(`events/${ids.event}`).get();
  event = {
    id: snapshot.id,
    title: snapshot.get('title') as string,
    venueId: snapshot.get('venueId') as string,
    venueName: snapshot.get('venueName') as string,
    venueAddress: snapshot.get('venueAddress') as string,
    eventStart: (snapshot.get('eventStart') as FirebaseFirestore.Timestamp).toDate(),
    eventEnd: (snapshot.get('eventEnd') as FirebaseFirestore.Timestamp).toDate(),
    percent: snapshot.get('giveback.percent') as number,
    goalCents: (snapshot.get('goalCents') as number | null) ?? null,
    fundaxerId: (snapshot.get('fundaxerId') as string | null) ?? null,
  };
  browser = await launchChromium();
  context = await browser.newContext({ acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(appUrl('web')).origin,
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('the event page', () => {
  it('shows the event, its give-back terms and its progress, accessibly', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(appUrl('web', `/event/${event.id}`), { waitUntil: 'load' });
    await expect(pageReady(page)).resolves.toBe(event.title);
    const main = page.getByRole('main');
    await expect(main.getByText(`${event.percent}%`, { exact: true }).count()).resolves.toBe(1);
    await expect(main.getByText(event.venueAddress).count()).resolves.toBeGreaterThan(0);
    await expect(main.getByText(/(MST|MDT)$/).count()).resolves.toBeGreaterThan(0);
    if (event.goalCents) {
      const bar = main.getByRole('progressbar').first();
      await expect(bar.getAttribute('aria-valuenow')).resolves.toMatch(/^\d+$/);
      await expect(bar.getAttribute('aria-valuetext')).resolves.toMatch(/^\$[\d,.]+ of \$/);
    }
    await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe(
      `${event.title} · Fundax`,
    );
    await expect(page.title()).resolves.toBe(`${event.title} · Fundax`);
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('paints its title and lede before any script runs, and the app takes over without moving them', async () => {
    // As the HTML alone shows it: the Hosting function serves the page's header in the layout.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const before = await plain.newPage();
    await before.goto(appUrl('web', `/event/${event.id}`), { waitUntil: 'load' });
    const servedHeading = before.getByRole('heading', { level: 1 });
    await expect(servedHeading.textContent()).resolves.toBe(event.title);
    await expect(before.locator('main .lede').textContent()).resolves.toContain(
      `at ${event.venueName}. ${event.percent}% of sales go to`,
    );
    const servedBox = await servedHeading.boundingBox();
    const servedLede = await before.locator('main .lede').textContent();
    await plain.close();

    // With the app running: its first render shows the whole page over the same header.
    const page = await context.newPage();
    const errors = watchErrors(page);
    const layoutShift = await watchLayoutShifts(page);
    const firestoreReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/databases/(default)/documents'))
        firestoreReads.push(request.url());
    });
    await page.goto(appUrl('web', `/event/${event.id}`), { waitUntil: 'load' });
    await expect(pageReady(page)).resolves.toBe(event.title);
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).waitFor();
    // The fundraiser comes with the served page too: while that copy is fresh it is the page's
    // read, so the page reads nothing from Firestore (and loads no Firestore code).
    if (event.fundaxerId) await page.getByRole('region', { name: 'The fundraiser' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(firestoreReads).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).boundingBox()).resolves.toEqual(servedBox);
    await expect(page.locator('main .lede').textContent()).resolves.toBe(servedLede);
    // Taken as the page started: a later visit reads live.
    await expect(page.locator('#fundax-served-page').count()).resolves.toBe(0);
    expect(await layoutShift()).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('downloads a valid .ics file for the event', async () => {
    const page = await context.newPage();
    await page.goto(appUrl('web', `/event/${event.id}`), { waitUntil: 'load' });
    await pageReady(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const text = await readFile(await download.path(), 'utf8');

    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    const host = new URL(appUrl('web')).hostname;
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:${event.id}@${host}`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain(`DTSTART:${icsUtc(event.eventStart)}`);
    expect(lines).toContain(`DTEND:${icsUtc(event.eventEnd)}`);
    const escape = (value: string) => value.replace(/([\\;,])/g, '\\$1');
    expect(lines).toContain(`SUMMARY:${escape(event.title)}`);
    expect(lines).toContain(`LOCATION:${escape(`${event.venueName}, ${event.venueAddress}`)}`);
    expect(lines).toContain(`URL:${appUrl('web', `/event/${event.id}`)}`);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    await expect(page.getByText('Calendar file saved.', { exact: false }).count()).resolves.toBe(1);
    await page.close();
  });

  it('shares the event link (copied where there is no share sheet)', async () => {
    const page = await context.newPage();
    await page.goto(appUrl('web', `/event/${event.id}`), { waitUntil: 'load' });
    await pageReady(page);
    await page.getByRole('button', { name: 'Share this event' }).click();
    const status = page.getByText(/Link copied|Thanks for sharing|Copy the link below/);
    await status.waitFor();
    if (((await status.textContent()) ?? '').startsWith('Link copied')) {
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        appUrl('web', `/event/${event.id}`),
      );
    }
    await page.close();
  });

  it('links its venue to the partner page, which opens on that venue', async () => {
    const page = await context.newPage();
    await page.goto(appUrl('web', `/event/${event.id}`), { waitUntil: 'load' });
    await pageReady(page);
    await page.getByRole('main').getByRole('link', { name: event.venueName }).click();
    await page.waitForURL(new RegExp(`/partner/[^?]+\\?venue=${event.venueId}$`));
    await expect.poll(() => pageReady(page)).toBe(event.venueName);
    await expect(
      page.getByRole('heading', { name: 'Upcoming give-back events' }).count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole('main').getByRole('link', { name: event.title }).count(),
    ).resolves.toBe(1);
    await page.close();
  });

  it('says so for a missing event and for one not yet approved', async () => {
    const pending = await adminDb()
      .collection('events')
      .where('_status.approved', '==', null)
      .limit(1)
      .get();
    const pendingId = pending.docs[0]?.id;
    expect(pendingId).toBeDefined();
    for (const id of ['no-such-event', pendingId!]) {
      const page = await context.newPage();
      // The rules deny a visitor both a missing and a pending event: that 403 is expected, and
      // it must be the read of this event and nothing else.
      // The document itself is a 404 (crawlers must not index it); the SPA still says why.
      const errors = watchErrors(page, (m) => firestoreRefusal(m) || pageNotFound(m));
      const refused = refusedReads(page);
      const response = await page.goto(appUrl('web', `/event/${id}`), { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      await expect(pageReady(page)).resolves.toBe('Event not found');
      expect(errors).toEqual([]);
      expect(refused.length).toBeGreaterThan(0);
      for (const read of refused) expect(read).toContain(`/documents/events/${id}`);
      await page.close();
    }
  });
});

describe('the partner page', () => {
  it('renders a venue passed in navigation state before anything loads', async () => {
    const page = await context.newPage();
    await page.goto(appUrl('web', '/businesses'), { waitUntil: 'load' });
    await pageReady(page);
    const link = page.getByRole('heading', { level: 4 }).getByRole('link').first();
    const venueName = (await link.textContent()) ?? '';
    // Hold back every Firestore request (the lite SDK's REST calls): only the venue from the
    // link's state can be shown.
    let held = 0;
    await page.route(/\/databases\/\(default\)\/documents/, () => {
      held++;
    });
    await link.click();
    await page.waitForURL(/\/partner\/[^?]+\?venue=/);
    // Wait until the page has asked Firestore and is being held: everything it shows after that
    // came from the link's state. (The request follows the page's lazy chunk; under load it can
    // come after the heading, so counting it once straight away was a race.)
    await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 3_000 })
      .toBe(venueName);
    await expect(page.getByRole('heading', { name: 'About this location' }).count()).resolves.toBe(
      1,
    );
    await page.close();
  });
});
