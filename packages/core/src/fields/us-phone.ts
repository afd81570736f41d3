import { z } from 'zod';

import { US_PHONE_MESSAGE, normalizeUsPhone } from './us-phone-format';

export * from './us-phone-format';

/** A US phone number in any common spelling, stored as "(505) 555-0134". */
export const usPhoneSchema = z
  .string({ error: US_PHONE_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeUsPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: US_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
