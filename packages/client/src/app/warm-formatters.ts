import { prepareMoney, prepareMountainTime } from '@fundax/core';

let warmed = false;

/**
 * Makes the date and money formatters in tasks of their own, soon, once per page load.
 *
 * A page's first `Intl` formatter loads the runtime's locale and time-zone data: 55-100 ms of
 * main thread on a phone (Chromium at 4x CPU slowdown, V8 CPU profiles of the portal and admin
 * dashboards), which otherwise lands inside the render that first shows a date, one long task
 * with React's work. Called while the first page's code and reads are on the network, the cost
 * moves into the wait: the render that shows the dates is that much shorter, and the warm-up
 * alone blocks at most what it takes beyond 50 ms. Only for pages that do show dates and amounts
 * in their first renders (a signed-in page, the event page): elsewhere it would be work for
 * nothing.
 */
export function warmFormattersSoon(): void {
  if (warmed) return;
  warmed = true;
  for (const prepare of [prepareMountainTime, prepareMoney]) setTimeout(prepare, 0);
}
