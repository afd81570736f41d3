import { z } from '../zod';
import { docIdSchema, text } from '../schemas/common';
import { defineCallable } from './define';

/** { id, decision, reason? }: a reason is required to reject (the owner is shown it). */
export const reviewInputSchema = z
  .strictObject({
    id: docIdSchema,
    decision: z.enum(['approve', 'reject'], { error: 'Decide approve or reject.' }),
    reason: z.optional(text('Reason', 3, 500)),
  })
  .check(
    z.refine((input) => input.decision === 'approve' || input.reason !== undefined, {
      path: ['reason'],
      message: 'Give the reason for rejecting; the owner will see it.',
    }),
  );

export const reviewOutputSchema = z.object({ id: z.string(), approved: z.boolean() });

/** The shared shape of reviewEvent, reviewVenue and reviewApplication (one module each). */
export const reviewContract = <const N extends string>(name: N, what: string) =>
  defineCallable({
    name,
    access: 'admin',
    summary: `Admin approves or rejects ${what} (transactional, idempotent, audited).`,
    input: reviewInputSchema,
    output: reviewOutputSchema,
  });
