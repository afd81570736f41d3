import { z } from '../zod';
import { docIdSchema } from '../schemas/common';
import { networkingGroupSchema } from '../schemas/content';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin adds (no id) or edits (id) a networking group in the public directory. */
export const saveNetworkingGroup = defineCallable({
  name: 'saveNetworkingGroup',
  access: 'admin',
  summary: 'Admin adds or edits a business-networking group.',
  input: z.strictObject({
    ...z.omit(networkingGroupSchema, { createdAt: true, updatedAt: true }).shape,
    id: z.optional(docIdSchema),
    venueId: z.optional(z.nullable(docIdSchema)),
  }),
  output: idResultSchema,
});
