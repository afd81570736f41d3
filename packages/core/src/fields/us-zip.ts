import { z } from '../zod';

const ZIP_MESSAGE = 'Enter a 5-digit ZIP code like 87102, or ZIP+4 like 87102-1234.';

/** A US ZIP code: 5 digits, or ZIP+4 written with or without the dash; stored as 87102-1234. */
export const usZipSchema = z.pipe(
  z.string({ error: ZIP_MESSAGE }).check(z.trim(), z.regex(/^\d{5}(-?\d{4})?$/, ZIP_MESSAGE)),
  z.transform((zip: string) => {
    const digits = zip.replace('-', '');
    return digits.length === 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }),
);
