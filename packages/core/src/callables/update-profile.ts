import { z } from 'zod';

import { networkCategorySchema } from '../schemas/categories';
import { text, urlSchema } from '../schemas/common';
import { payoutProfileSchema } from '../schemas/users';
import { changesSomething } from './changes';
import { defineCallable } from './define';
import { fundraiserInputSchema, organizationInputSchema, phoneSchema } from './register-account';

/**
 * Updates the caller's own account and public profile. Only the fields sent change; null clears
 * an optional field. The role cannot change here.
 */
export const updateProfile = defineCallable({
  name: 'updateProfile',
  access: 'signed-in',
  summary: 'Update the caller’s own profile, fundraiser and payout details.',
  input: z
    .object({
      displayName: text('Name', 2, 80).optional(),
      phone: phoneSchema.nullable().optional(),
      organization: organizationInputSchema.nullable().optional(),
      bio: z.string().trim().max(1000, 'Bio can be at most 1000 characters.').optional(),
      city: text('City', 2, 80).nullable().optional(),
      website: urlSchema.nullable().optional(),
      imageUrl: urlSchema.nullable().optional(),
      categories: z
        .array(networkCategorySchema)
        .max(5, 'Choose at most five categories.')
        .optional(),
      fundraiser: fundraiserInputSchema.nullable().optional(),
      payoutProfile: payoutProfileSchema.nullable().optional(),
    })
    .strict()
    .refine(changesSomething, 'Change at least one field.'),
  output: z.object({ uid: z.string() }),
});
