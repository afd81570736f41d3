import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const firstScreens = [
  { app: 'web', heading: /raise money/i },
  { app: 'admin', heading: /fundax admin/i },
  { app: 'mobile', heading: /fundax/i },
] as const;

describe('each app loads its first screen', () => {
  for (const { app, heading } of firstScreens) {
    it(`${app}: renders with no console errors and no serious accessibility violations`, async () => {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(appUrl(app), { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(
        heading,
      );
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('web: an unknown path shows the not-found page', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('web', '/no-such-page'), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /not found/i,
    );
    await page.close();
  });
});
