import { z } from '../zod';
import { roleSchema } from '../schemas/roles';
import { defineCallable } from './define';

/**
 * Who the caller is, as the server sees it: signed in or not, the admin claim, and whether a
 * Fundax account (users/{uid}) exists yet and with which role. Public, so a visitor gets an
 * answer too.
 */
export const whoami = defineCallable({
  name: 'whoami',
  access: 'public',
  summary: 'Who the caller is: uid, admin claim, account role (public).',
  input: z.strictObject({}),
  output: z.object({
    uid: z.nullable(z.string()),
    admin: z.boolean(),
    hasAccount: z.boolean(),
    role: z.nullable(roleSchema),
  }),
});
