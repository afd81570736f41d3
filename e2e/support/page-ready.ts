import type { Page } from 'playwright-core';

/**
 * Waits until a route has rendered its h1 and finished loading its data: no progress
 * indicator (.spinner) left on the page. Firestore keeps a long-poll open, so "networkidle"
 * never comes on pages that read data; this is the app's own signal instead.
 */
export async function pageReady(page: Page, timeout = 20_000): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor({ state: 'visible', timeout });
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0, null, {
    timeout,
  });
  return (await heading.textContent())?.trim() ?? '';
}
