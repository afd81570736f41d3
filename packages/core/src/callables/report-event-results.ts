import { z } from '../zod';
import { MAX_EVENT_SALES_CENTS } from '../constants';
import { centsSchema, docIdSchema, text } from '../schemas/common';
import { defineCallable } from './define';

/** Qualifying sales as reported: whole cents up to the documented ceiling ($1,000,000.00). */
export const salesCentsSchema = centsSchema.check(
  z.maximum(
    MAX_EVENT_SALES_CENTS,
    'That is more than one event can sell ($1,000,000.00). Check the amount.',
  ),
);

/**
 * After an event ends, its partner (or an admin) reports the night's qualifying sales. What was
 * raised is the give-back percent of them, rounded half up to the cent: shown publicly, owed to
 * the fundaxer, and summed into the fundraiser's total. Every report is audited with before and
 * after; once a payout is recorded only an admin may correct it, with a reason.
 */
export const reportEventResults = defineCallable({
  name: 'reportEventResults',
  access: 'signed-in',
  summary: 'Partner or admin reports an ended event’s qualifying sales; what it raised follows.',
  input: z.strictObject({
    eventId: docIdSchema,
    salesCents: salesCentsSchema,
    reason: z.optional(text('Reason', 5, 500)),
  }),
  output: z.object({ eventId: z.string(), salesCents: z.number(), raisedCents: z.number() }),
});
