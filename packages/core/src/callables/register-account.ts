import { z } from '../zod';
import { usPhoneSchema } from '../fields/us-phone';
import { causeCategorySchema } from '../schemas/categories';
import { centsSchema, text, urlSchema } from '../schemas/common';
import { roleSchema } from '../schemas/roles';
import { defineCallable } from './define';

/** A fundraiser as a fundaxer starts it (raised amounts are never client input). */
export const fundraiserInputSchema = z.strictObject({
  title: text('Fundraiser title', 3, 120),
  story: text('Story', 20, 4000),
  category: causeCategorySchema,
  goalCents: centsSchema.check(z.minimum(100, 'Set a goal of at least $1.')),
});

export const organizationInputSchema = z.strictObject({
  name: text('Organization name', 2, 120),
  website: z.optional(urlSchema),
});

/** A US phone number, stored as "(505) 555-0134" (the shared field pattern). */
export const phoneSchema = usPhoneSchema;

/**
 * Creates users/{uid} (private) and profiles/{uid} (public) for a signed-in user who has no
 * account yet. A partner names their business; a fundaxer may start their fundraiser here.
 */
export const registerAccount = defineCallable({
  name: 'registerAccount',
  access: 'signed-in',
  summary: 'Create the caller’s account with a role (partner, fundaxer or angel); once only.',
  input: z
    .strictObject({
      role: roleSchema,
      displayName: text('Name', 2, 80),
      organization: z.optional(organizationInputSchema),
      phone: z.optional(phoneSchema),
      city: z.optional(text('City', 2, 80)),
      bio: z.optional(
        z.string().check(z.trim(), z.maxLength(1000, 'Bio can be at most 1000 characters.')),
      ),
      fundraiser: z.optional(fundraiserInputSchema),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (input.role === 'partner' && !input.organization) {
          ctx.addIssue({
            code: 'custom',
            path: ['organization', 'name'],
            message: 'Partners need their business name.',
          });
        }
        if (input.fundraiser && input.role !== 'fundaxer') {
          ctx.addIssue({
            code: 'custom',
            path: ['fundraiser'],
            message: 'Only fundaxers start a fundraiser.',
          });
        }
      }),
    ),
  output: z.object({ uid: z.string(), role: roleSchema }),
});
