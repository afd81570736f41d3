import { z } from '../zod';
import { type NotificationKind, isNotificationKind } from '../notifications/kinds';
import { defineCallable } from './define';

/** Per-kind switches, true = email on; every key must be a kind of message. */
const emailSwitchesSchema = z.pipe(
  z.record(z.string(), z.boolean({ error: 'Use true or false.' })).check(
    z.superRefine((switches, context) => {
      for (const key of Object.keys(switches)) {
        if (!isNotificationKind(key)) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `Not a kind of Fundax message: ${key}.`,
          });
        }
      }
    }),
  ),
  z.transform((switches) => switches as Partial<Record<NotificationKind, boolean>>),
);

/**
 * A registered user turns email on or off per kind of message, or all email at once. The
 * in-app inbox always gets every message. Kinds not named keep their setting.
 */
export const setNotificationPreferences = defineCallable({
  name: 'setNotificationPreferences',
  access: 'signed-in',
  summary: 'Turns email on or off per kind of message, or all email.',
  input: z
    .strictObject({
      email: z.optional(emailSwitchesSchema),
      allEmail: z.optional(z.boolean({ error: 'Use true or false.' })),
    })
    .check(
      z.refine(
        (input) => input.allEmail !== undefined || Object.keys(input.email ?? {}).length > 0,
        'Say which email to turn on or off.',
      ),
    ),
  output: z.object({ emailOff: z.array(z.string()), allEmailOff: z.boolean() }),
});
