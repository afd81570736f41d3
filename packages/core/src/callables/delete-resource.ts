import { defineCallable } from './define';
import { idInputSchema, idResultSchema } from './id-result';

/** An admin removes a portal video or document. */
export const deleteResource = defineCallable({
  name: 'deleteResource',
  access: 'admin',
  summary: 'Admin removes a portal video or document.',
  input: idInputSchema,
  output: idResultSchema,
});
