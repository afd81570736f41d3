import { z } from 'zod';

import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN } from './email-check';

/**
 * An email address as a person types it: surrounding spaces dropped and lower-cased (the
 * identity provider treats addresses case-insensitively, so we store one spelling). 254 is the
 * longest address mail servers accept. The same rule without zod: checkEmail (email-check.ts).
 */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGES.format);
