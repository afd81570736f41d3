import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';

import { pageReady } from '../../e2e/support/page-ready';
import type { AppName, DemoAccountKey } from './measured-pages';

interface DemoAccounts {
  password: string;
  accounts: { key: string; email: string }[];
}

function demoAccount(key: DemoAccountKey): { email: string; password: string } {
  const demo = JSON.parse(
    readFileSync(new URL('../../scripts/seed/demo-accounts.json', import.meta.url), 'utf8'),
  ) as DemoAccounts;
  const account = demo.accounts.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account "${key}" in scripts/seed/demo-accounts.json.`);
  return { email: account.email, password: demo.password };
}

/**
 * Signs a seeded demo account in through the app's own sign-in form, as a person would, and
 * waits until the app has taken them to `path` and rendered it. Firebase keeps the session in
 * the browser profile's IndexedDB, so later loads in the same profile are signed in.
 */
export async function signInThroughForm(
  page: Page,
  origin: string,
  app: AppName,
  key: DemoAccountKey,
  path: string,
): Promise<void> {
  const { email, password } = demoAccount(key);
  const from = encodeURIComponent(path);
  if (app === 'web') {
    await page.goto(`${origin}/login?from=${from}`);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.locator('input[type="password"]').fill(password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  } else if (app === 'admin') {
    await page.goto(`${origin}/?from=${from}`);
    const form = page.getByRole('form', { name: 'Sign in with email and password' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  } else {
    await page.goto(origin);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Hi / }).waitFor({ timeout: 60_000 });
  }
  await page.waitForURL((url) => url.pathname === new URL(path, origin).pathname, {
    timeout: 60_000,
  });
  await pageReady(page, 60_000);
}
