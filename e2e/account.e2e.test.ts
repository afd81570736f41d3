// Account self-service in real Chromium against the emulators: the verification banner of a new
// password user (the link read from the Auth emulator), changing the password and the email
// (through the emulator's link), downloading one's data, and deleting the account after the
// re-authentication an old sign-in asks for; on a phone's width, with axe and no console errors.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { backdateSignIn, latestOobLink, oobLinkCount } from './support/auth-emulator';
import {
  appUrl,
  firestoreRefusal,
  identityRefusal,
  launchChromium,
  pageNotFound,
  seriousA11yViolations,
  watchErrors,
} from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { demo, emailOf } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // These journeys change passwords and emails and delete a seeded account: start from the
  // seed and leave it as found.
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

async function newPage(
  viewport = DESKTOP,
  expected?: (message: ConsoleMessage) => boolean,
): Promise<Opened> {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { page, errors: watchErrors(page, expected) };
}

/** Fills the sign-in form of the /login page. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.locator('input[type="password"]').fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through /login?from=`path` and waits for the page. */
async function signInTo(page: Page, path: string, email: string, password = demo.password) {
  await page.goto(appUrl('web', `/login?from=${encodeURIComponent(path)}`));
  await pageReady(page);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  return pageReady(page);
}

async function uidOf(email: string): Promise<string> {
  const users = await adminDb().collection('users').where('email', '==', email).get();
  expect(users.size).toBe(1);
  return users.docs[0]!.id;
}

/**
 * The browser's log line for deleteAccount's first answer after an old sign-in: 401
 * (`unauthenticated`, asking for a recent sign-in), which the page turns into its dialog.
 */
const recentSignInRefusal = (message: ConsoleMessage) =>
  message.text().includes('status of 401') && message.location().url.includes('/deleteAccount');

/** Whether the page is wider than the screen (a phone would scroll sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the verification banner', () => {
  it('asks a new password user to verify, resends the link, and goes once they follow it', async () => {
    const email = `fundaxer-${randomUUID().slice(0, 8)}@fundax.test`;
    const { page, errors } = await newPage(PHONE);
    await page.goto(appUrl('web', '/fundaxers/sign-up'));
    await page.getByText('Step 1 of').waitFor();
    await page.getByRole('tabpanel').getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Choose a password').fill('a-long-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your name, or your group’s').fill('Los Ranchos 4-H Club');
    await page.getByRole('button', { name: 'Create my fundaxer account' }).click();
    await page.waitForURL('**/fundaxers/sign-up/success');
    // Signing up sent the first link.
    await expect.poll(() => oobLinkCount(email, 'VERIFY_EMAIL')).toBe(1);

    await page.goto(appUrl('web', '/portal/dashboard'));
    await pageReady(page);
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`Please verify your email address, ${email}.`);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const resend = banner.getByRole('button', { name: 'Resend the email' });
    await resend.click();
    await banner.getByText(`We sent a new link to ${email} at`).waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await expect.poll(() => oobLinkCount(email, 'VERIFY_EMAIL')).toBe(2);

    // Pressed too soon, the banner says the address is not verified yet.
    await banner.getByRole('button', { name: 'I’ve verified it' }).click();
    await banner.getByText('Your address is not verified yet.').waitFor();

    // The person follows the link from their inbox (in the mail app: not this tab).
    const link = await latestOobLink(email, 'VERIFY_EMAIL');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);

    await banner.getByRole('button', { name: 'I’ve verified it' }).click();
    await banner.waitFor({ state: 'detached' });
    const uid = await uidOf(email);
    await expect
      .poll(async () => (await adminDb().doc(`users/${uid}`).get()).get('emailVerified') as unknown)
      .toBe(true);
    // And it stays gone on the next visit.
    await page.reload();
    await pageReady(page);
    expect(await page.getByRole('region', { name: 'Verify your email' }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('/portal/account', () => {
  it('changes the password; the new one signs in and the old one no longer does', async () => {
    const { page, errors } = await newPage(DESKTOP, identityRefusal);
    expect(await signInTo(page, '/portal/account', emailOf('angel'))).toBe('Account');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill(demo.password);
    await form.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await form.getByLabel('New password again').fill('a-brand-new-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password is changed.').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await pageReady(page);
    await signIn(page, emailOf('angel'), demo.password);
    // The emulator names the wrong password; with email enumeration protection on (as in a
    // real project) the provider answers that the pair does not match.
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: /That password is not right|That email and password do not match/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, emailOf('angel'), 'a-brand-new-password');
    // Back to the page they signed out from.
    await page.waitForURL((url) => url.pathname === '/portal/account', { timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 120_000);

  it('changes the email only once the link sent to the new address is followed', async () => {
    const oldEmail = emailOf('fundaxer');
    const newEmail = `dana-${randomUUID().slice(0, 8)}@yazzie.example`;
    const uid = await uidOf(oldEmail);
    const { page, errors } = await newPage(DESKTOP, identityRefusal);
    await signInTo(page, '/portal/account', oldEmail);
    const section = page.getByRole('region', { name: 'Sign-in email' });
    expect(await section.textContent()).toContain(`You sign in as ${oldEmail}`);
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByRole('button', { name: 'Send the link' }).click();
    await section.getByText(`We sent a link to ${newEmail}.`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing has changed yet.
    expect((await adminDb().doc(`users/${uid}`).get()).get('email')).toBe(oldEmail);

    // The person opens the link in this browser: it comes back to the account page. (A real
    // project then ends the old sessions and the person signs in with the new address; the Auth
    // emulator keeps them, so here the page's reload of the identity finds the new address.)
    const link = await latestOobLink(oldEmail, 'VERIFY_AND_CHANGE_EMAIL');
    const tab = await context!.newPage();
    const tabErrors = watchErrors(tab, identityRefusal);
    await tab.goto(link);
    await tab.waitForURL((url) => url.pathname === '/portal/account', { timeout: 30_000 });
    await pageReady(tab);
    const now = tab.getByRole('region', { name: 'Sign-in email' });
    await now.getByText(`You sign in as ${newEmail}`).waitFor();
    expect(await now.textContent()).toContain('Verified');
    // The account takes the new address, verified, as soon as the portal sees it.
    await expect
      .poll(async () => {
        const account = await adminDb().doc(`users/${uid}`).get();
        return [account.get('email'), account.get('emailVerified')] as unknown[];
      })
      .toEqual([newEmail, true]);

    // The new address signs in; the old one no longer does.
    await tab.getByRole('button', { name: 'Sign out' }).first().click();
    await tab.waitForURL((url) => url.pathname === '/login');
    await pageReady(tab);
    await signIn(tab, oldEmail, demo.password);
    await tab
      .getByRole('main')
      .getByRole('alert')
      .filter({
        hasText: /We found no account with that email|That email and password do not match/,
      })
      .waitFor();
    await signIn(tab, newEmail, demo.password);
    await tab.waitForURL((url) => url.pathname === '/portal/account', { timeout: 30_000 });
    expect(errors).toEqual([]);
    expect(tabErrors).toEqual([]);
  }, 120_000);

  it('downloads everything held about the person as a JSON file', async () => {
    const email = emailOf('partner');
    const uid = await uidOf(email);
    const { page, errors } = await newPage();
    await signInTo(page, '/portal/account', email);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fundax-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      format: string;
      uid: string;
      identity: { email: string };
      documents: Record<string, { id: string }[]>;
    };
    expect(exported).toMatchObject({ format: 'fundax-export/1', uid, identity: { email } });
    expect(exported.documents.users?.map((doc) => doc.id)).toEqual([uid]);
    expect(exported.documents.profiles?.map((doc) => doc.id)).toEqual([uid]);
    const venues = await adminDb().collection('venues').where('ownerId', '==', uid).get();
    expect(exported.documents.venues?.map((doc) => doc.id).sort()).toEqual(
      venues.docs.map((doc) => doc.id).sort(),
    );
    await page
      .getByRole('region', { name: 'Your data' })
      .getByText(`Saved ${download.suggestedFilename()} to your downloads`)
      .waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('after an old sign-in, asks the person to confirm it is them, then deletes the account', async () => {
    const email = emailOf('partner');
    const uid = await uidOf(email);
    const venue = (await adminDb().collection('venues').where('ownerId', '==', uid).get()).docs[0]!;
    const venueName = String(venue.get('name'));
    // The old sign-in is refused (401), a wrong password too (400), and a deleted partner's
    // public page answers "not found" (404, with the rules refusing the profile's read): each on
    // purpose below.
    const { page, errors } = await newPage(
      PHONE,
      (message) =>
        identityRefusal(message) ||
        recentSignInRefusal(message) ||
        pageNotFound(message) ||
        firestoreRefusal(message),
    );
    const publicListings = async () => {
      await page.goto(appUrl('web', '/businesses'));
      await pageReady(page);
      return (await page.getByRole('main').textContent()) ?? '';
    };
    expect(await publicListings()).toContain(venueName);
    await signInTo(page, '/portal/account', email);

    // Signed in ten minutes ago and left open: the next token carries that sign-in time.
    await backdateSignIn(uid, 10 * 60);
    await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i)!;
        if (!key.startsWith('firebase:authUser:')) continue;
        const user = JSON.parse(localStorage.getItem(key)!) as {
          stsTokenManager: { expirationTime: number };
        };
        user.stsTokenManager.expirationTime = 0;
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    await page.reload();
    expect(await pageReady(page)).toBe('Account');
    expect(await overflowsSideways(page)).toBe(false);

    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    await section.getByRole('checkbox', { name: /I understand/ }).check();
    await section.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('sign in again to delete your account');
    // The dialog fits the phone's screen, and the page behind it is out of reach.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing was deleted: the server refused the old sign-in.
    expect((await adminDb().doc(`users/${uid}`).get()).exists).toBe(true);

    await dialog.getByLabel('Your password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Confirm with my password' }).click();
    await dialog.getByText('That password is not right.').waitFor();
    await dialog.getByLabel('Your password', { exact: true }).fill(demo.password);
    await dialog.getByRole('button', { name: 'Confirm with my password' }).click();

    await page.waitForURL((url) => url.pathname === '/account-deleted', { timeout: 30_000 });
    expect(await pageReady(page)).toBe('Your account is deleted');
    await page
      .getByText(/Cancelled \d+ upcoming events? and took \d+ locations? off the map/)
      .waitFor();
    // Signed out: the header's menu (collapsed on a phone) offers to sign in.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign in' })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await adminDb().doc(`users/${uid}`).get()).exists).toBe(false);

    // The password no longer signs in.
    await page.goto(appUrl('web', '/login'));
    await pageReady(page);
    await signIn(page, email, demo.password);
    // The emulator says there is no such account; with email enumeration protection on, that
    // the pair does not match.
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({
        hasText: /We found no account with that email|That email and password do not match/,
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The public side no longer shows them: their location is off the directory, and their
    // partner page is gone.
    expect(await publicListings()).not.toContain(venueName);
    expect((await adminDb().doc(`venues/${venue.id}`).get()).get('_status.disabled')).toBe(true);
    await page.goto(appUrl('web', `/partner/${uid}`));
    expect(await pageReady(page)).toMatch(/not found/i);
    expect(errors).toEqual([]);
  }, 180_000);
});
