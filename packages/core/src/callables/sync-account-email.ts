import { z } from '../zod';
import { defineCallable } from './define';

/**
 * Copies the email on the caller's identity token, and whether it is verified, onto their
 * private account (users/{uid}). Clients call it after the person verified their email or
 * changed it (verifyBeforeUpdateEmail), with a refreshed token; until then the account keeps
 * the last copy, and an unverified one is never mailed.
 */
export const syncAccountEmail = defineCallable({
  name: 'syncAccountEmail',
  access: 'signed-in',
  summary: 'Copy the token’s email and its verification onto the caller’s account.',
  input: z.strictObject({}),
  output: z.object({
    email: z.nullable(z.string()),
    emailVerified: z.boolean(),
    /** Whether users/{uid} changed (false: already up to date, or no account yet). */
    updated: z.boolean(),
  }),
});
