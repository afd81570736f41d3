import { defineCallable } from './define';
import { idInputSchema, idResultSchema } from './id-result';

/**
 * The owner or an admin removes a venue. Past events keep their history, so the venue is
 * disabled (hidden everywhere public), not erased; a venue with upcoming events cannot go.
 */
export const deleteVenue = defineCallable({
  name: 'deleteVenue',
  access: 'signed-in',
  summary: 'Owner or admin removes a venue (disabled; refused while it has upcoming events).',
  input: idInputSchema,
  output: idResultSchema,
});
