import { z } from 'zod';

const EMAIL_REQUIRED = 'Enter your email address.';

/**
 * An email address as a person types it: surrounding spaces dropped and lower-cased (the
 * identity provider treats addresses case-insensitively, so we store one spelling). 254 is the
 * longest address mail servers accept.
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, 'That email address is too long.')
  .regex(z.regexes.email, 'Enter an email address like name@example.com.');
