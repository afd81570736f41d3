// The signed-in portal of web in real Chromium against the emulators and the demo seed: the
// from= round trip, a partner adding a location and creating, editing and cancelling an event,
// a fundaxer's pending event and payout status, a partner reporting results, the admin pointer,
// the phone menu, and every portal page free of console errors and serious axe violations.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { PORTAL_ROUTES } from '../web/src/app/route-paths';
import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { demo, emailOf } from './support/session';

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // These journeys add and change records; start from the seed and leave it as found.
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

interface Opened {
  page: Page;
  errors: string[];
}

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Opened> {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Fills the sign-in form the page shows (the /login page) with a demo account. */
async function fillSignIn(page: Page, key: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(emailOf(key));
  await main.locator('input[type="password"]').fill(demo.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens `path` signed in as a demo account, through /login?from= (the guard's round trip). */
async function openAs(key: string, path: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(viewport);
  await opened.page.goto(appUrl('web', `/login?from=${encodeURIComponent(path)}`));
  await pageReady(opened.page);
  await fillSignIn(opened.page, key);
  await opened.page.waitForURL((url) => `${url.pathname}${url.search}` === path, {
    timeout: 30_000,
  });
  await pageReady(opened.page);
  return opened;
}

/** Goes to another portal page in the same signed-in tab and waits for its data. */
async function visit(page: Page, path: string): Promise<string> {
  await page.goto(appUrl('web', path));
  return pageReady(page);
}

/** A calendar day `days` from today on Mountain Time, as the date field takes it. */
function mountainDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** An instant as Mountain Time "YYYY-MM-DD HH:mm" (what the organiser typed). */
function onMountainTime(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('portal sign-in', () => {
  it('sends a visitor to /login?from=… and back to the page after signing in', async () => {
    const { page, errors } = await newPage();
    await page.goto(appUrl('web', '/portal/events'));
    await page.waitForURL('**/login?from=%2Fportal%2Fevents');
    expect(pathOf(page)).toBe('/login?from=%2Fportal%2Fevents');
    await pageReady(page);
    await fillSignIn(page, 'partner');
    await page.waitForURL((url) => url.pathname === '/portal/events', { timeout: 30_000 });
    expect(await pageReady(page)).toBe('Your events');
    await page.getByRole('list', { name: 'Upcoming events' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('points an admin without a role account to the admin console', async () => {
    const { page, errors } = await newPage();
    await page.goto(appUrl('web', '/login'));
    await pageReady(page);
    await fillSignIn(page, 'admin');
    // Signed in, but no partner, fundaxer or angel account: the portal says where admins work.
    await page.getByRole('heading', { name: 'Finish setting up your account' }).waitFor();
    expect(await visit(page, '/portal/dashboard')).toBe('Admins work in the admin console');
    const link = page.getByRole('link', { name: 'Open the admin console' });
    expect(await link.getAttribute('href')).toBe(appUrl('admin', ''));
    expect(errors).toEqual([]);
  });
});

describe('partner', () => {
  it('adds a location from this device’s position; it waits for review', async () => {
    const { page, errors } = await openAs('partner', '/portal/locations/add');
    await context!.grantPermissions(['geolocation'], { origin: new URL(appUrl('web')).origin });
    await context!.setGeolocation({ latitude: 35.0853, longitude: -106.6056 });
    const form = page.getByRole('form', { name: 'Your location' });

    // Checked with the contract's schemas before anything is sent.
    await form.getByRole('button', { name: 'Add location' }).click();
    await form.getByText('Enter the latitude, or use your current location.').waitFor();
    await form.getByLabel('Longitude').fill('-200');
    await form.getByRole('button', { name: 'Add location' }).click();
    await form.getByText('Longitude must be between -180 and 180.').waitFor();

    const name = `Baca’s Green Chile Kitchen – Nob Hill ${Date.now()}`;
    await form.getByLabel('Venue name').fill(name);
    await form.getByLabel('Street address').fill('3500 Central Ave SE, Albuquerque, NM 87106');
    await form.getByLabel('Kind of business').selectOption('restaurant');
    await form.getByLabel('Phone (optional)').fill('5055550199');
    expect(await form.getByLabel('Phone (optional)').inputValue()).toBe('(505) 555-0199');
    await form.getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).toBe('35.0853');
    expect(await form.getByLabel('Longitude').inputValue()).toBe('-106.6056');
    // The map picks a spot too; offline it loads no tiles at all.
    let tileRequests = 0;
    page.on('request', (request) => {
      if (/\/\d+\/\d+\/\d+\.png/.test(request.url())) tileRequests += 1;
    });
    await form.getByRole('button', { name: 'Pick on a map' }).click();
    await page.locator('.location-map.leaflet-container').waitFor();
    expect(tileRequests).toBe(0);

    await form.getByRole('button', { name: 'Add location' }).click();
    await page.waitForURL(/\/portal\/locations\/(?!add)[^/]+$/, { timeout: 30_000 });
    await pageReady(page);
    await page.getByText('Your location is added and waits for review.').waitFor();
    await page.getByText('Pending review', { exact: true }).first().waitFor();

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const venue = (await adminDb().doc(`venues/${id}`).get()).data()!;
    expect(venue).toMatchObject({
      ownerId: 'demo-partner',
      name,
      phone: '(505) 555-0199',
      _status: { approved: null, disabled: false },
      _geoloc: { lat: 35.0853, lng: -106.6056 },
    });

    // It is listed with its state.
    await visit(page, '/portal/locations');
    const listed = page
      .getByRole('list', { name: 'Your locations' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name }) });
    await listed.getByText('Pending review', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('explains why a location with upcoming events cannot be removed', async () => {
    const { page, errors } = await openAs('partner', '/portal/locations/v-bacas-journal-center');
    await page.getByRole('button', { name: 'Remove this location…' }).click();
    await page
      .getByRole('button', { name: 'Remove Baca’s Green Chile Kitchen – Journal Center' })
      .click();
    await page.getByText('This venue still has 1 upcoming event: cancel them first.').waitFor();
    const venue = await adminDb().doc('venues/v-bacas-journal-center').get();
    expect(venue.get('_status.disabled')).toBe(false);
    // The refusal is a 400 from the callable, which Chromium logs; nothing else may be logged.
    expect(errors.filter((text) => !text.includes('400'))).toEqual([]);
  });

  it('creates an event at an own venue for a fundaxer, edits it and cancels it', async () => {
    const { page, errors } = await openAs('partner', '/portal/events?new=1');
    const form = page.getByRole('form', { name: 'Create an event' });
    await form.getByLabel('Event title').waitFor();
    const title = `Posole Night ${Date.now()}`;
    const day = mountainDay(30);
    await form.getByLabel('Event title').fill(title);
    await form
      .getByLabel('Venue')
      .selectOption({ label: 'Baca’s Green Chile Kitchen – Journal Center' });
    await form.getByLabel('Start date').fill(day);
    await form.getByLabel('Start time').fill('18:00');
    await form.getByLabel('End date').fill(day);
    await form.getByLabel('End time').fill('17:00');
    await form.getByRole('button', { name: 'Create event' }).click();
    await form.getByText('The event must end after it starts.').waitFor();
    await form.getByLabel('End time').fill('21:30');
    await form.getByLabel('Cause').selectOption('schools');
    await form.getByLabel('Fundaxer (optional)').selectOption({ index: 1 });
    const fundaxer = await form.getByLabel('Fundaxer (optional)').inputValue();
    await form.getByLabel('Give-back percentage').fill('12');
    await form.getByLabel('Terms (optional)').fill('12% of food sales, dine-in only.');
    await form.getByLabel('Goal in dollars (optional)').fill('800');
    await form.getByRole('button', { name: 'Create event' }).click();

    await page.waitForURL(/\/portal\/events\/[^/]+$/, { timeout: 30_000 });
    expect(await pageReady(page)).toBe(title);
    await page.getByText('Your event is created.', { exact: false }).waitFor();
    // Naming a fundaxer asks them first: it reaches the admins' queue once they accept.
    await page.getByText('Awaiting the other side', { exact: true }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = (await adminDb().doc(`events/${id}`).get()).data()!;
    expect(stored).toMatchObject({
      title,
      venueId: 'v-bacas-journal-center',
      partnerId: 'demo-partner',
      organizerId: 'demo-partner',
      fundaxerId: fundaxer,
      category: 'schools',
      giveback: { percent: 12, terms: '12% of food sales, dine-in only.', exclusions: '' },
      goalCents: 80_000,
      _status: { approved: null, cancelled: false },
      consent: { partner: 'agreed', fundaxer: 'awaiting' },
    });
    // Entered on Mountain Time, stored as that instant.
    const instant = (field: string) => (stored[field] as { toDate: () => Date }).toDate();
    expect(onMountainTime(instant('eventStart'))).toBe(`${day} 18:00`);
    expect(onMountainTime(instant('eventEnd'))).toBe(`${day} 21:30`);

    // Edit: only the title changes.
    const edit = page.getByRole('form', { name: 'Edit the event' });
    await edit.getByLabel('Event title').fill(`${title} (family edition)`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Your changes are saved.').waitFor();
    expect((await adminDb().doc(`events/${id}`).get()).get('title')).toBe(
      `${title} (family edition)`,
    );

    // Cancel, behind a confirm step, with a reason.
    await page.getByRole('button', { name: 'Cancel this event…' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm cancelling the event' });
    await confirm.getByLabel('Reason (optional)').fill('The kitchen is being remodeled.');
    await confirm.getByRole('button', { name: 'Cancel event' }).click();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await page.getByText('The kitchen is being remodeled.').waitFor();
    const cancelled = (await adminDb().doc(`events/${id}`).get()).data()!;
    expect(cancelled._status).toMatchObject({
      cancelled: true,
      cancelReason: 'The kitchen is being remodeled.',
      disabled: true,
    });
    expect(await page.getByRole('form', { name: 'Edit the event' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reports an ended event’s sales; what it raised and the fundraiser follow', async () => {
    const before = (await adminDb().doc('profiles/demo-fundaxer').get()).get(
      'fundraiser.raisedCents',
    ) as number;
    const { page, errors } = await openAs('partner', '/portal/events/e-past-posole-bacas');
    const form = page.getByRole('form', { name: 'Report the results' });
    expect(await form.getByLabel('Qualifying sales, in dollars').inputValue()).toBe('');
    await form.getByLabel('Qualifying sales, in dollars').fill('3500');
    await form.getByRole('button', { name: 'Report results' }).click();
    // 20% of the sales, computed by the server. Reported, the form becomes the correction form.
    await page
      .getByRole('form', { name: 'Correct the results' })
      .getByText('Recorded: sales of $3,500.00 raised $700.00.')
      .waitFor();
    const event = await adminDb().doc('events/e-past-posole-bacas').get();
    expect([event.get('salesCents'), event.get('raisedCents')]).toEqual([350_000, 70_000]);
    const after = (await adminDb().doc('profiles/demo-fundaxer').get()).get(
      'fundraiser.raisedCents',
    ) as number;
    expect(after - before).toBe(70_000);
    // The progress on the page shows the new figure once the event is read again.
    await page.getByText('$700.00', { exact: true }).first().waitFor();
    // Only a partner reports: there is no edit or cancel on an ended event.
    expect(await page.getByRole('form', { name: 'Edit the event' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('fundaxer', () => {
  it('sees their pending event and where each payout stands', async () => {
    const { page, errors } = await openAs('fundaxer', '/portal/events');
    const upcoming = page.getByRole('list', { name: 'Upcoming events' });
    const pending = upcoming.getByRole('listitem').filter({ hasText: 'Spring Book Fair Dinner' });
    await pending.getByText('Pending review', { exact: true }).waitFor();

    await visit(page, '/portal/events/history');
    const row = page.getByRole('row', { name: /Back-to-School Library Night/ });
    await row.getByText(/^Paid /).waitFor();
    await row.getByText('Payout pending').waitFor();

    await visit(page, '/portal/events/e-past-library-bacas');
    const payouts = page.getByRole('region', { name: 'Payouts' });
    await payouts.getByText('Fundaxer (you)').waitFor();
    await payouts.getByText('Payout pending').waitFor();
    // Results are the partner's to report.
    expect(await page.getByRole('form', { name: /results/ }).count()).toBe(0);

    await visit(page, '/portal/dashboard');
    await page.getByRole('progressbar', { name: 'Raised toward your goal' }).waitFor();
    await page
      .getByRole('list', { name: 'Past events awaiting results or payout' })
      .getByText('Your payout is pending')
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe('every portal page', () => {
  const ids: Record<string, Record<string, string>> = {
    partner: {
      '/portal/events/:id': 'e-green-chile-cookoff',
      '/portal/events/:id/statement': 'e-green-chile-cookoff',
      '/portal/locations/:id': 'v-bacas-old-town',
    },
    fundaxer: {
      '/portal/events/:id': 'e-library-night-bacas',
      '/portal/events/:id/statement': 'e-library-night-bacas',
      '/portal/locations/:id': 'v-bacas-old-town',
    },
    angel: {
      '/portal/events/:id': 'e-library-night-bacas',
      '/portal/events/:id/statement': 'e-library-night-bacas',
      '/portal/locations/:id': 'v-bacas-old-town',
    },
  };
  for (const role of ['partner', 'fundaxer', 'angel'] as const) {
    it(`${role}: loads with an h1, no console errors and no serious axe violations`, async () => {
      const { page, errors } = await openAs(role, '/portal/dashboard');
      const failures: string[] = [];
      for (const route of PORTAL_ROUTES) {
        const path = route.path.replace(':id', ids[role]![route.path] ?? '');
        const heading = await visit(page, path);
        expect(heading, path).not.toBe('');
        const violations = await seriousA11yViolations(page);
        if (violations.length > 0) failures.push(`${path}: ${violations.join('; ')}`);
      }
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    }, 240_000);
  }
});

describe('on a phone', () => {
  it('opens the portal menu and goes to another page', async () => {
    const { page, errors } = await openAs('fundaxer', '/portal/dashboard', {
      width: 390,
      height: 844,
    });
    const menu = page.getByRole('navigation', { name: 'Portal' });
    const toggle = menu.getByRole('button', { name: /Portal menu/ });
    expect(await toggle.textContent()).toContain('Dashboard');
    expect(await menu.getByRole('link', { name: 'Fundz' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Fundz' }).click();
    await page.waitForURL('**/portal/fundz');
    expect(await pageReady(page)).toBe('Fundz');
    expect(await menu.getByRole('link', { name: 'Fundz' }).isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens a signed-in page without loading Google’s sign-in popup machinery', async () => {
    // Auth readies its popup at start on phones (by user agent) when it is given the popup
    // resolver: Google's gapi script, then an iframe from the auth domain, before the page
    // learns who is signed in. Only the sign-in page, which offers Google, may do that.
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
        'Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const popupMachinery: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('apis.google.com') || url.includes('/__/auth/iframe')) {
        popupMachinery.push(url);
      }
    });
    await page.goto(appUrl('web', `/login?from=${encodeURIComponent('/portal/dashboard')}`));
    await pageReady(page);
    // The sign-in page offers Google but loads nothing of it at start...
    await page.waitForLoadState('networkidle');
    expect(popupMachinery).toEqual([]);
    // ...until someone reaches for the button: then it readies the popup (offline here, so
    // that load fails; it is what makes the tap open the popup on a phone).
    await page.getByRole('button', { name: 'Continue with Google' }).hover();
    await expect.poll(() => popupMachinery.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await fillSignIn(page, 'partner');
    await page.waitForURL((url) => url.pathname === '/portal/dashboard', { timeout: 30_000 });
    popupMachinery.length = 0;
    // A fresh load of a signed-in page: Auth restores the session without the popup machinery.
    await page.goto(appUrl('web', '/portal/fundz'));
    expect(await pageReady(page)).toBe('Fundz');
    expect(popupMachinery).toEqual([]);
  });
});
