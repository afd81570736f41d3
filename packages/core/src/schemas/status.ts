import { z } from '../zod';
import { timestampSchema } from './common';

/**
 * Review state of events, venues and applications (`_status`, written only by functions).
 * `approved` is null while pending (docs/product.md §3, §4.1), then true or false; a rejection keeps its
 * reason so the owner can see it.
 */
export const reviewStatusSchema = z.object({
  approved: z.nullable(z.boolean()),
  reason: z._default(z.nullable(z.string()), null),
  reviewedAt: z._default(z.nullable(timestampSchema), null),
  reviewedBy: z._default(z.nullable(z.string()), null),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** Venues and events can also be disabled (hidden from the public) after approval. */
export const listingStatusSchema = z.extend(reviewStatusSchema, {
  disabled: z.boolean(),
});
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/** The status a new event, venue or application starts with: pending, nothing reviewed. */
export const PENDING_STATUS = {
  approved: null,
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
} as const;
