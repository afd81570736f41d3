import { z } from '../zod';
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
    .strictObject({
      displayName: z.optional(text('Name', 2, 80)),
      phone: z.optional(z.nullable(phoneSchema)),
      organization: z.optional(z.nullable(organizationInputSchema)),
      bio: z.optional(
        z.string().check(z.trim(), z.maxLength(1000, 'Bio can be at most 1000 characters.')),
      ),
      city: z.optional(z.nullable(text('City', 2, 80))),
      website: z.optional(z.nullable(urlSchema)),
      imageUrl: z.optional(z.nullable(urlSchema)),
      categories: z.optional(
        z.array(networkCategorySchema).check(z.maxLength(5, 'Choose at most five categories.')),
      ),
      fundraiser: z.optional(z.nullable(fundraiserInputSchema)),
      payoutProfile: z.optional(z.nullable(payoutProfileSchema)),
    })
    .check(z.refine(changesSomething, 'Change at least one field.')),
  output: z.object({ uid: z.string() }),
});
