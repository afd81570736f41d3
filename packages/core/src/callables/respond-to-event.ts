import { z } from '../zod';
import { docIdSchema, text } from '../schemas/common';
import { defineCallable } from './define';

/**
 * The other side of a proposal answers it: the venue's partner when a fundaxer proposed the
 * event, the fundaxer a partner named, or a side asked about a revision (new dates, terms, or a
 * new fundaxer). A decline needs a reason: the proposer is shown it.
 */
export const respondToEvent = defineCallable({
  name: 'respondToEvent',
  access: 'signed-in',
  summary: 'The other side accepts or declines an event proposal or a change to it.',
  input: z
    .strictObject({
      id: docIdSchema,
      decision: z.enum(['accept', 'decline'], { error: 'Decide accept or decline.' }),
      reason: z.optional(text('Reason', 3, 500)),
    })
    .check(
      z.refine((input) => input.decision === 'accept' || input.reason !== undefined, {
        path: ['reason'],
        message: 'Give the reason for declining; the proposer will see it.',
      }),
    ),
  output: z.object({
    id: z.string(),
    decision: z.enum(['accept', 'decline']),
    /** What was answered: the event itself, or the change to it waiting as a revision. */
    target: z.enum(['event', 'revision']),
  }),
});
