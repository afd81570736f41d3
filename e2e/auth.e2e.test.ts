// Sign-in journeys against the Auth emulator: every method it offers, a failed sign-in with its
// message, the from= round trip, password reset and the guards.
import { readFileSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { latestOobLink, latestSmsCode } from './support/auth-emulator';
import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';
import { installGoogleApiStub } from './support/google-api-stub';

const demo = JSON.parse(readFileSync('scripts/seed/demo-accounts.json', 'utf8')) as {
  password: string;
  accounts: { key: string; email: string; displayName: string }[];
};
const account = (key: string) => demo.accounts.find((entry) => entry.key === key)!;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  context = await browser.newContext();
  await installGoogleApiStub(context);
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(appUrl('web', path), { waitUntil: 'networkidle' });
  return page;
}

afterEach(async () => {
  await context?.close();
});

/** The page path and query, as the address bar shows it. */
const where = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A field of the sign-in method shown (each method is a tab panel). */
const field = (label: string) => page.getByRole('tabpanel').getByLabel(label, { exact: true });

async function signInWithPassword(email: string, password: string) {
  await field('Email').fill(email);
  await field('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in', () => {
  it('email and password: a partner lands on the dashboard, and the header knows them', async () => {
    await open('/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signInWithPassword(account('partner').email, demo.password);
    await page.waitForURL('**/portal/dashboard');
    await page.getByRole('link', { name: /Miguel’s portal/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a wrong password is refused with a message people can act on', async () => {
    await open('/login');
    await signInWithPassword(account('partner').email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: /password/i }).waitFor();
    // The SDK's developer text ("Firebase: Error (auth/...)") never reaches the page.
    expect(await alert.textContent()).not.toContain('auth/');
    expect(where()).toBe('/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('form errors come from the same field rules, before any call', async () => {
    await open('/login');
    await field('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter an email address like name@example.com.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    expect(await field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('a visitor opening the portal signs in and returns to the page they asked for (from=)', async () => {
    await open('/portal/dashboard?tab=events');
    await page.waitForURL('**/login?from=*');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/portal/dashboard?tab=events');
    await signInWithPassword(account('fundaxer').email, demo.password);
    await page.waitForURL('**/portal/dashboard?tab=events');
    expect(where()).toBe('/portal/dashboard?tab=events');
  });

  it('refuses an off-site from= and goes to the dashboard instead', async () => {
    await open(`/login?from=${encodeURIComponent('//evil.example/steal')}`);
    await signInWithPassword(account('fundaxer').email, demo.password);
    await page.waitForURL('**/portal/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(appUrl('web')).host);
  });

  it('a signed-in user opening sign-in goes to the dashboard', async () => {
    await open('/login');
    await signInWithPassword(account('angel').email, demo.password);
    await page.waitForURL('**/portal/dashboard');
    // Not "networkidle": the dashboard's reads may still be in flight.
    await page.goto(appUrl('web', '/login'));
    await page.waitForURL('**/portal/dashboard');
  });

  it('email link: the emailed link signs the person in', async () => {
    await open(`/login?from=${encodeURIComponent('/portal/dashboard')}`);
    await page.getByRole('tab', { name: 'Email link' }).click();
    await field('Email').fill(account('angel').email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText(/We sent a sign-in link to/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const link = await latestOobLink(account('angel').email, 'EMAIL_SIGNIN');
    await page.goto(link);
    await page.waitForURL('**/portal/dashboard');
    await page.getByRole('link', { name: /Priya’s portal/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('Google: the popup (the emulator’s account chooser) signs a new person in', async () => {
    await open('/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator('.js-new-account').click();
    await popup.locator('#autogen-button').click();
    await popup.locator('#email-input').fill(`google-${Date.now()}@fundax.test`);
    await popup.locator('#sign-in').click();
    // A first-time Google user has no Fundax account yet: they choose how to join.
    await page
      .getByRole('heading', { name: 'Finish setting up your account' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'I run a local business' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the ways to sign in are tabs the keyboard moves between, thumb-sized on a phone', async () => {
    await open('/login');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of await page.getByRole('tab').all()) {
      expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('tab', { name: 'Password', selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Email link', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    await page.keyboard.press('End');
    await page.getByRole('tab', { name: 'Phone', selected: true }).waitFor();
    await page.getByLabel('Mobile phone number').waitFor();
    // Tab leaves the list for the chosen panel's first field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('tel');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('phone: a texted code signs a new person in', async () => {
    await open('/login');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Mobile phone number').fill('505 555 0142');
    expect(await page.getByLabel('Mobile phone number').inputValue()).toBe('(505) 555-0142');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText(/We texted a code to/).waitFor();
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /code is not right/i })
      .waitFor();
    await page.getByLabel('6-digit code').fill(await latestSmsCode('+15055550142'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Finish setting up your account' }).waitFor();
  });

  it('password reset: the reset email is sent', async () => {
    await open('/auth/forgot-password');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(account('fundaxer').email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByText(/We sent a password reset link to/).waitFor();
    await expect(latestOobLink(account('fundaxer').email, 'PASSWORD_RESET')).resolves.toMatch(
      /mode=resetPassword/,
    );
    expect(errors).toEqual([]);
  });
});

describe('a repeat visit', () => {
  it('shows the portal at once, before Auth answers, and forgets it on sign-out', async () => {
    await open('/login');
    await signInWithPassword(account('partner').email, demo.password);
    await page.waitForURL('**/portal/dashboard');
    await page.getByText('Welcome back, Miguel. Here is what needs you.').waitFor();
    // The first visit has read its events (its reads go on after the greeting shows).
    await page.getByRole('region', { name: 'Next events' }).waitFor();
    // Auth's answers (the account lookup and token refresh) held back on the next visit.
    let releaseAuth: () => void = () => undefined;
    const authHeld = new Promise<void>((resolve) => (releaseAuth = resolve));
    let authAsked = false;
    await page.route(/identitytoolkit|securetoken/, async (route) => {
      authAsked = true;
      await authHeld;
      await route.continue();
    });
    let authReleased = false;
    let readsBeforeAuth = 0;
    // Counted from the reloaded document on: until it replaces the first visit's page, that
    // page may still send a read of its own (with its token, Auth long restored there).
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    page.on('request', (request) => {
      if (reloaded && !authReleased && request.url().includes('/databases/(default)/documents')) {
        readsBeforeAuth += 1;
      }
    });
    await page.reload();
    // The name and the portal show from what the last visit kept; Auth is asked after them,
    // and held here.
    await page.getByText('Welcome back, Miguel. Here is what needs you.').waitFor();
    await page.getByRole('navigation', { name: /portal/i }).waitFor();
    await expect.poll(() => authAsked).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByText('Welcome back, Miguel. Here is what needs you.').count()).toBe(1);
    // Nothing is read before Auth has restored the session (every read carries its token).
    expect(readsBeforeAuth).toBe(0);
    authReleased = true;
    releaseAuth();
    await page.getByRole('region', { name: 'Next events' }).waitFor();
    await page.unroute(/identitytoolkit|securetoken/);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('fundax.session'))).toBeNull();
    await page.goto(appUrl('web', '/portal/dashboard'));
    await page.waitForURL('**/login?from=%2Fportal%2Fdashboard');
    expect(errors).toEqual([]);
  });
});
