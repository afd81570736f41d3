import { z } from '../zod';
import { centsSchema, parsedText } from '../schemas/common';

const MONEY_MESSAGE = 'Enter an amount in dollars, like 12.50.';

/**
 * Dollars as typed ("12.50", "$1,234.5", "12", ".75", "12.") to whole cents, computed on the
 * digits so no floating-point rounding can creep in. null for anything else: negative amounts,
 * more than two decimals, misplaced thousands commas, letters, an empty string.
 */
export function parseMoneyInput(input: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(input.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** A money field: dollars as text in, whole cents out, within the limits of centsSchema. */
export const moneyInputSchema = z.pipe(
  z.pipe(z.string({ error: MONEY_MESSAGE }), parsedText(parseMoneyInput, MONEY_MESSAGE)),
  centsSchema,
);

/** Cents back to the text a money field shows when editing: 1250 -> "12.50". */
export function centsToMoneyInput(cents: number): string {
  const whole = centsSchema.parse(cents);
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
