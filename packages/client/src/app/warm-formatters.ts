import { prepareMoney, prepareMountainTime } from '@fundax/core';

import { nextTask } from './next-task';

/** The locale of core's formatters (`format/money.ts`, `format/mountain-time.ts`). */
const LOCALE = 'en-US';

let warmed = false;

/**
 * The runtime's one-time `Intl` work, in the pieces it can be cut into, cheapest shared part
 * first: the locale's likely subtags, then the locale sets the date and number formatters
 * resolve against (V8 builds each the first time a formatter of its kind is made), then the
 * formatters themselves. Made in one piece, the first formatter of a page was one long task at
 * 4x CPU slowdown; in these steps the longest is the first locale set, which cannot be cut
 * further from script (figures: `npm run bench -- intl-warm-up`, docs/performance.md).
 */
export const INTL_WARM_UP_STEPS: readonly (() => void)[] = [
  () => new Intl.Locale(LOCALE).maximize(),
  () => Intl.DateTimeFormat.supportedLocalesOf(LOCALE),
  () => Intl.NumberFormat.supportedLocalesOf(LOCALE),
  prepareMoney,
  prepareMountainTime,
];

/**
 * Makes the date and money formatters soon, once per page load, each step of the runtime's
 * `Intl` work (`INTL_WARM_UP_STEPS`) in a task of its own.
 *
 * A page's first `Intl` formatter loads the runtime's locale and time-zone data: 55-160 ms of
 * main thread on a phone (Chromium at 4x CPU slowdown, V8 CPU profiles of the portal and admin
 * dashboards), which otherwise lands inside the render that first shows a date, one long task
 * with React's work. Called while the first page's code and reads are on the network, the cost
 * moves into the wait, and cut in steps it blocks at most what its longest step takes beyond
 * 50 ms. Only for pages that do show dates and amounts in their first renders (a signed-in page,
 * the event page): elsewhere it would be work for nothing.
 */
export function warmFormattersSoon(): void {
  if (warmed) return;
  warmed = true;
  void (async () => {
    for (const step of INTL_WARM_UP_STEPS) {
      await nextTask();
      step();
    }
  })();
}
