import { emailSchema, newPasswordSchema } from '@fundax/core';
import { z } from 'zod/mini';

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password.')),
    newPassword: newPasswordSchema,
    repeatPassword: z.string(),
  })
  .check(
    z.refine((values) => values.repeatPassword === values.newPassword, {
      path: ['repeatPassword'],
      message: 'The two new passwords differ. Type the same one twice.',
    }),
    z.refine((values) => values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      message: 'That is your current password. Choose a new one.',
    }),
  );

/** A new sign-in address, which must differ from the one the person has. */
export function changeEmailFormSchema(currentEmail: string | null) {
  return z.object({
    newEmail: emailSchema.check(
      z.refine((email) => email !== currentEmail?.toLowerCase(), {
        message: 'That is already your sign-in email.',
      }),
    ),
  });
}

/** The confirm step of "Delete my account": the person says they understand. */
export const deleteAccountFormSchema = z.object({
  understood: z
    .boolean()
    .check(z.refine((ticked) => ticked, 'Tick the box to confirm you understand.')),
});
