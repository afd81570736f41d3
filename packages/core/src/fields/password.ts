import { z } from '../zod';

/**
 * A new password, at sign-up or when changing it. The identity provider accepts 6 characters
 * and reports anything it refuses beyond that (`weak-password`, or its project's password
 * policy) in its own error, which the forms show; we ask for 8 first.
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(8, 'Use at least 8 characters.'),
    z.maxLength(128, 'Use at most 128 characters.'),
  );
