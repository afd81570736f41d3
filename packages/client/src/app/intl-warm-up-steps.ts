import { prepareMoney, prepareMountainTime } from '@fundax/core';

/** The locale of core's formatters (`format/money.ts`, `format/mountain-time.ts`). */
const LOCALE = 'en-US';

/**
 * The runtime's one-time `Intl` work, in the pieces it can be cut into, cheapest shared part
 * first: the locale's likely subtags, then the locale sets the date and number formatters
 * resolve against (V8 builds each the first time a formatter of its kind is made), then the
 * formatters themselves. Made in one piece, the first formatter of a page was one long task at
 * 4x CPU slowdown; in these steps the longest is the first locale set, which cannot be cut
 * further from script (figures: `npm run bench -- intl-warm-up`, docs/performance.md).
 * `warmFormattersSoon` runs them in a worker first, then on the page's own thread.
 */
export const INTL_WARM_UP_STEPS: readonly (() => void)[] = [
  () => new Intl.Locale(LOCALE).maximize(),
  () => Intl.DateTimeFormat.supportedLocalesOf(LOCALE),
  () => Intl.NumberFormat.supportedLocalesOf(LOCALE),
  prepareMoney,
  prepareMountainTime,
];
