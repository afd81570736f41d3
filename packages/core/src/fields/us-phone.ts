import { z } from '../zod';
import { US_PHONE_MESSAGE, normalizeUsPhone } from './us-phone-format';

export * from './us-phone-format';

/** A US phone number in any common spelling, stored as "(505) 555-0134". */
export const usPhoneSchema = z.pipe(
  z.string({ error: US_PHONE_MESSAGE }).check(z.trim()),
  z.transform((value: string, ctx) => {
    const phone = normalizeUsPhone(value);
    if (phone === null) {
      ctx.issues.push({ code: 'custom', message: US_PHONE_MESSAGE, input: value });
      return z.NEVER;
    }
    return phone;
  }),
);
