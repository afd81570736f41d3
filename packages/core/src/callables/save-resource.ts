import { docIdSchema } from '../schemas/common';
import { resourceSchema } from '../schemas/content';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin adds (no id) or edits (id) a portal video or document. */
export const saveResource = defineCallable({
  name: 'saveResource',
  access: 'admin',
  summary: 'Admin adds or edits a portal video or document.',
  input: resourceSchema
    .omit({ createdAt: true, updatedAt: true })
    .extend({ id: docIdSchema.optional() })
    .strict(),
  output: idResultSchema,
});
