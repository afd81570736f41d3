import { z } from '../zod';

import {
  EMAIL_FORM,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
} from './email-rule';

/**
 * An email address as a person types it: surrounding spaces dropped and lower-cased (the
 * identity provider treats addresses case-insensitively, so we store one spelling). The same
 * rule as emailProblem (email-rule.ts), which forms use without zod.
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, EMAIL_REQUIRED),
    z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG),
    z.regex(EMAIL_PATTERN, EMAIL_FORM),
  );
