// Pages that depend on who is signed in: the support form (a visitor is asked to sign in; a
// demo user sends a real createSupportRequest) and an angel's dues page.
import { readFileSync } from 'node:fs';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';
import { pageReady } from './support/page-ready';
import { type SeededIds, seededIds } from './support/seeded-ids';

const demo = JSON.parse(
  readFileSync(new URL('../scripts/seed/demo-accounts.json', import.meta.url), 'utf8'),
) as { password: string; accounts: { key: string; email: string }[] };
const emailOf = (key: string) => demo.accounts.find((account) => account.key === key)!.email;

let browser: Browser;
let ids: SeededIds;

beforeAll(async () => {
  [browser, ids] = await Promise.all([launchChromium(), seededIds()]);
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in on /login with the demo password, coming back to `path` (the from= redirect). */
async function signInAt(page: Page, key: string, path: string) {
  await page.goto(appUrl('web', `/login?from=${encodeURIComponent(path)}`), { waitUntil: 'load' });
  await pageReady(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(emailOf(key));
  await main.locator('input[type="password"]').fill(demo.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  await pageReady(page);
}

describe('support', () => {
  it('asks a visitor to sign in or email support', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/support'), { waitUntil: 'load' });
    await pageReady(page);
    const signIn = page.getByRole('link', { name: 'Sign in to send a request' });
    await expect(signIn.getAttribute('href')).resolves.toBe('/login?from=%2Fsupport');
    await expect(
      page.getByRole('link', { name: 'support@fundax.example' }).getAttribute('href'),
    ).resolves.toBe('mailto:support@fundax.example');
    await expect(page.getByRole('textbox', { name: 'Subject' }).count()).resolves.toBe(0);
    await page.close();
  });

  it('sends a signed-in user’s request with createSupportRequest', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signInAt(page, 'fundaxer', '/support');
    const main = page.getByRole('main');

    // Checked with the callable's own schema before anything is sent.
    await main.getByRole('button', { name: 'Send request' }).click();
    await expect(main.getByText('Subject needs at least 3 characters.').count()).resolves.toBe(1);
    await expect(main.getByText('Message needs at least 10 characters.').count()).resolves.toBe(1);

    const subject = `Flyer reprint ${Date.now()}`;
    await main.getByLabel('Subject').fill(subject);
    await main
      .getByLabel('How can we help?')
      .fill('Could you send the Library Night flyer again? The copy in my portal is blurry.');
    await main.getByRole('button', { name: 'Send request' }).click();
    const success = main.getByText(/your request is in \(reference/);
    await success.waitFor({ timeout: 20_000 });
    const reference = (await main.locator('.notice--success strong').textContent()) ?? '';

    const stored = await adminDb().doc(`supportRequests/${reference}`).get();
    expect(stored.exists).toBe(true);
    expect(stored.get('subject')).toBe(subject);
    expect(stored.get('requesterId')).toBe('demo-fundaxer');
    expect(stored.get('status')).toBe('open');
    // The form is cleared for the next request.
    await expect(main.getByLabel('Subject').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('angel dues', () => {
  it('asks a visitor to sign in', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', `/angels/payment/${ids.application}`), { waitUntil: 'load' });
    await pageReady(page);
    await expect(
      page.getByRole('link', { name: 'Sign in to see your dues' }).getAttribute('href'),
    ).resolves.toBe(`/login?from=${encodeURIComponent(`/angels/payment/${ids.application}`)}`);
    await page.close();
  });

  it('shows the signed-in angel what they owe, its status and how to pay', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signInAt(page, 'angel', `/angels/payment/${ids.application}`);
    const dues = (await adminDb().doc(`applications/${ids.application}`).get()).get('dues') as {
      amountCents: number;
      status: 'due' | 'paid';
    };
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Annual membership dues' }).count(),
    ).resolves.toBe(1);
    const amount = `$${(dues.amountCents / 100).toFixed(2)}`;
    await expect(main.getByText(amount, { exact: true }).count()).resolves.toBe(1);
    await expect(
      main.getByText(dues.status === 'paid' ? 'Paid' : 'Due', { exact: true }).count(),
    ).resolves.toBe(1);
    if (dues.status === 'due') {
      await expect(main.getByRole('heading', { name: 'How to pay' }).count()).resolves.toBe(1);
    }
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
