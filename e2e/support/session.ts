// Signing in as the seed's demo accounts, shared by the browser tests: the accounts and their
// password, and pages opened signed in to the portal (through /login?from=, the guard's round
// trip) or to the console (its own sign-in form, then the page asked for).
import { readFileSync } from 'node:fs';

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

import { appUrl, watchErrors } from './browser';
import { pageReady } from './page-ready';

export const demo = JSON.parse(readFileSync('scripts/seed/demo-accounts.json', 'utf8')) as {
  password: string;
  accounts: { key: string; email: string }[];
};

export const emailOf = (key: string) => demo.accounts.find((account) => account.key === key)!.email;

/** A page, its context (its own session) and the console errors it has logged so far. */
export interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/**
 * Pages for one test file, each in a context of its own (its own session), on the browser the
 * file launched. `closeAll` (in afterEach) closes every context opened since.
 */
export function pageOpener(browser: () => Browser, options: BrowserContextOptions = {}) {
  const contexts: BrowserContext[] = [];

  /** A page at desktop size unless `viewport` (and the rest of `extra`) say otherwise. */
  async function newPage(extra: BrowserContextOptions = {}): Promise<Opened> {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
      ...extra,
    });
    contexts.push(context);
    const page = await context.newPage();
    return { page, context, errors: watchErrors(page) };
  }

  /** Whether the page is at `path` (its query too, when `path` has one). */
  const at = (path: string) => (url: URL) => `${url.pathname}${url.search}` === path;

  /** A portal page signed in as a demo account, through /login?from= (the guard). */
  async function portalAs(
    key: string,
    path: string,
    extra: BrowserContextOptions = {},
  ): Promise<Opened> {
    const opened = await newPage(extra);
    const { page } = opened;
    await page.goto(appUrl('web', `/login?from=${encodeURIComponent(path)}`));
    await pageReady(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(emailOf(key));
    await main.locator('input[type="password"]').fill(demo.password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(at(path), { timeout: 30_000 });
    await pageReady(page);
    return opened;
  }

  /** A console page signed in as the demo admin. */
  async function consoleAsAdmin(path: string): Promise<Opened> {
    const opened = await newPage();
    const { page } = opened;
    await page.goto(appUrl('admin', `/?from=${encodeURIComponent(path)}`));
    const form = page.getByRole('form', { name: 'Sign in with email and password' });
    await form.getByLabel('Email').fill(emailOf('admin'));
    await form.getByLabel('Password').fill(demo.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(at(path), { timeout: 30_000 });
    await pageReady(page);
    return opened;
  }

  async function closeAll(): Promise<void> {
    for (const context of contexts.splice(0)) await context.close();
  }

  return { newPage, portalAs, consoleAsAdmin, closeAll };
}
