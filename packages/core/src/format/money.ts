// Money for display. No zod here: these run on first loads (cards, dashboards) that validate
// nothing, while fields/money parses what people type.

// Made on first use, not as the module loads: a page's first Intl formatter loads the
// runtime's locale data, 40-90 ms of main thread on a phone (Chromium at 4x CPU slowdown), and
// this module is on first loads that may show no money at all.
let usdFormat: Intl.NumberFormat | undefined;
const usd = () =>
  (usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** Makes the money formatter now (see `prepareMountainTime`). */
export function prepareMoney(): void {
  usd().format(0);
}

/** Cents for display: 123450 -> "$1,234.50". Throws on anything but whole, non-negative cents. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Amounts are whole, non-negative cents (got ${cents}).`);
  }
  return usd().format(cents / 100);
}

/** Share of a goal reached, 0-100, rounded down so 99.6% never shows as done. */
export function goalPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 100;
  return Math.min(100, Math.floor((raisedCents / goalCents) * 100));
}

/**
 * Signed cents for display, where an amount may run below zero (a balance paid beyond what was
 * owed, a reversal): -1250 -> "−$12.50" (a true minus sign, read as "minus"), 0 -> "$0.00".
 */
export function formatSignedCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amounts are whole cents (got ${cents}).`);
  }
  return cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents);
}
