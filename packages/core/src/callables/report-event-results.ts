import { z } from 'zod';

import { centsSchema, docIdSchema } from '../schemas/common';
import { defineCallable } from './define';

/**
 * After an event ends, its partner or an admin records how much it raised for the cause. The
 * total shows on the event and adds to the fundaxer's fundraiser progress (a correction replaces
 * the earlier figure rather than adding twice).
 */
export const reportEventResults = defineCallable({
  name: 'reportEventResults',
  access: 'signed-in',
  summary: 'Partner or admin records what an ended event raised (shown publicly).',
  input: z.object({ eventId: docIdSchema, raisedCents: centsSchema }).strict(),
  output: z.object({ eventId: z.string(), raisedCents: z.number() }),
});
