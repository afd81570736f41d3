import { z } from '../zod';
import { parsedText } from '../schemas/common';
import { US_PHONE_MESSAGE, normalizeUsPhone } from './us-phone-format';

export * from './us-phone-format';

/** A US phone number in any common spelling, stored as "(505) 555-0134". */
export const usPhoneSchema = z.pipe(
  z.string({ error: US_PHONE_MESSAGE }).check(z.trim()),
  parsedText(normalizeUsPhone, US_PHONE_MESSAGE),
);
