import { docIdSchema } from '../schemas/common';
import { networkingGroupSchema } from '../schemas/content';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin adds (no id) or edits (id) a networking group in the public directory. */
export const saveNetworkingGroup = defineCallable({
  name: 'saveNetworkingGroup',
  access: 'admin',
  summary: 'Admin adds or edits a business-networking group.',
  input: networkingGroupSchema
    .omit({ createdAt: true, updatedAt: true })
    .extend({ id: docIdSchema.optional(), venueId: docIdSchema.nullable().optional() })
    .strict(),
  output: idResultSchema,
});
