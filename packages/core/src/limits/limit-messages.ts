import { z } from 'zod';

/**
 * What a `resource-exhausted` (429) answer carries in its details, so a client can say what to
 * do and when: a rate limit (with the wait), or a single call that would read too much.
 */
export const rateLimitDetailsSchema = z.object({
  reason: z.literal('rate-limit'),
  scope: z.enum(['account', 'address']),
  /** What was limited, in words: "support requests", "searches". */
  what: z.string(),
  retryAfterSeconds: z.number().int().positive(),
});
export type RateLimitDetails = z.infer<typeof rateLimitDetailsSchema>;

export const readCeilingDetailsSchema = z.object({
  reason: z.literal('read-ceiling'),
  ceiling: z.number().int().positive(),
});
export type ReadCeilingDetails = z.infer<typeof readCeilingDetailsSchema>;

/** "in 5 seconds", "in about 3 minutes", "in about an hour": when to try again. */
export function retryHint(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `in about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return hours <= 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/** The sentence for a rate limit, the same on the server (its message) and in every client. */
export function rateLimitMessage(details: RateLimitDetails): string {
  const from = details.scope === 'account' ? 'from your account' : 'from your connection';
  return `Too many ${details.what} ${from} in a short time. Try again ${retryHint(details.retryAfterSeconds)}.`;
}

export const READ_CEILING_MESSAGE =
  'This search covers too much at once. Try a smaller radius or ask for fewer results.';

/**
 * The message for a `resource-exhausted` answer from its details, or null when they are
 * neither a rate limit nor a read ceiling.
 */
export function resourceExhaustedMessage(details: unknown): string | null {
  const limited = rateLimitDetailsSchema.safeParse(details);
  if (limited.success) return rateLimitMessage(limited.data);
  if (readCeilingDetailsSchema.safeParse(details).success) return READ_CEILING_MESSAGE;
  return null;
}
