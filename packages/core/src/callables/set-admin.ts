import { z } from '../zod';
import { docIdSchema } from '../schemas/common';
import { defineCallable } from './define';

/** An admin grants or revokes the admin claim. An admin cannot revoke their own. */
export const setAdmin = defineCallable({
  name: 'setAdmin',
  access: 'admin',
  summary: 'Admin grants or revokes another user’s admin claim (audited).',
  input: z.strictObject({
    uid: docIdSchema,
    admin: z.boolean({ error: 'admin is true or false.' }),
  }),
  output: z.object({ uid: z.string(), admin: z.boolean() }),
});
