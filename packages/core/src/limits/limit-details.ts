import { z } from '../zod';

/**
 * What a `resource-exhausted` (429) answer carries in its details, so a client can say what to
 * do and when: a rate limit (with the wait), or a single call that would read too much.
 */
export const rateLimitDetailsSchema = z.object({
  reason: z.literal('rate-limit'),
  scope: z.enum(['account', 'address']),
  /** What was limited, in words: "support requests", "searches". */
  what: z.string(),
  retryAfterSeconds: z.number().check(z.int(), z.positive()),
});
export type RateLimitDetails = z.infer<typeof rateLimitDetailsSchema>;

export const readCeilingDetailsSchema = z.object({
  reason: z.literal('read-ceiling'),
  ceiling: z.number().check(z.int(), z.positive()),
});
export type ReadCeilingDetails = z.infer<typeof readCeilingDetailsSchema>;
