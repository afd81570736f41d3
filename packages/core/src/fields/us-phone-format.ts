// US phone numbers without zod: the kit's phone field masks input on pages that load no
// schemas. The zod schema for contracts is in us-phone.ts.

/** How a US number is stored and shown: the input mask's complete form. */
export const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const US_PHONE_MESSAGE = 'Enter a phone number like (505) 555-0134.';

/**
 * The canonical "(505) 555-0134" for any way a person writes a US number: (505) 555-0134,
 * 505-555-0134, 505.555.0134, 5055550134, +1 505 555 0134, 1-505-555-0134. null when it is not
 * a valid North American number (10 digits; area code and exchange cannot start with 0 or 1),
 * or holds anything but digits, spaces and ( ) . - and a leading +.
 */
export function normalizeUsPhone(input: string): string | null {
  if (!/^\+?[\d\s().-]*$/.test(input.trim())) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The input mask as a person types: the digits so far, shaped towards "(505) 555-0134".
 * "505" -> "(505", "5055" -> "(505) 5", "5055550" -> "(505) 555-0". A leading country code 1
 * and anything past ten digits are dropped.
 */
export function maskUsPhoneInput(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
