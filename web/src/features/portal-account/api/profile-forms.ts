import { type Account } from '@fundax/client';
import {
  type CallableInput,
  centsToMoneyInput,
  fundraiserInputSchema,
  moneyInputSchema,
  networkCategorySchema,
  organizationInputSchema,
  payoutProfileSchema,
  text,
  updateProfile,
  urlSchema,
  usPhoneSchema,
} from '@fundax/core';
import { z } from 'zod/mini';

import type { OwnProfile } from './account-views';

type ProfileUpdate = CallableInput<typeof updateProfile>;
const fields = updateProfile.input.shape;

/** '' = not given (null clears the stored value); otherwise the value must pass `schema`. */
function clearable<T extends z.core.$ZodType<unknown, string>>(schema: T) {
  return z.pipe(
    z.pipe(z.string().check(z.trim()), z.union([z.literal(''), schema])),
    z.transform((value) => (value === '' ? null : value)),
  );
}

// --- Profile: who the user is, publicly (name, bio, city, website) and privately (phone).

export const profileFormSchema = z.object({
  displayName: text('Name', 2, 80),
  phone: clearable(usPhoneSchema),
  bio: fields.bio.def.innerType,
  city: clearable(text('City', 2, 80)),
  website: clearable(urlSchema),
  /** Angels only: the business categories they network in. */
  categories: z
    .array(networkCategorySchema)
    .check(z.maxLength(5, 'Choose at most five categories.')),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function profileFormFrom(account: Account, profile: OwnProfile | null): ProfileFormInput {
  return {
    displayName: profile?.displayName ?? account.displayName,
    phone: account.phone ?? '',
    bio: profile?.bio ?? '',
    city: profile?.city ?? '',
    website: profile?.website ?? '',
    categories: profile?.categories ?? [],
  };
}

export function toProfileUpdate(values: ProfileFormValues, isAngel: boolean): ProfileUpdate {
  const { categories, ...rest } = values;
  return isAngel ? { ...rest, categories } : rest;
}

// --- Organization: the business, school or group the user acts for.

export const organizationFormSchema = z.object({
  name: organizationInputSchema.shape.name,
  website: z.pipe(z.string().check(z.trim()), z.union([z.literal(''), urlSchema])),
});
export type OrganizationFormInput = z.input<typeof organizationFormSchema>;

export function organizationFormFrom(account: Account): OrganizationFormInput {
  return {
    name: account.organization?.name ?? '',
    website: account.organization?.website ?? '',
  };
}

export function toOrganizationUpdate(
  values: z.output<typeof organizationFormSchema>,
): ProfileUpdate {
  return {
    organization: {
      name: values.name,
      ...(values.website === '' ? {} : { website: values.website }),
    },
  };
}

// --- Fundraiser (fundaxers): the cause, its story and the goal in dollars.

const fundraiser = fundraiserInputSchema.shape;
export const fundraiserFormSchema = z.object({
  title: fundraiser.title,
  story: fundraiser.story,
  category: fundraiser.category,
  goal: z.pipe(moneyInputSchema, fundraiser.goalCents),
});
export type FundraiserFormInput = z.input<typeof fundraiserFormSchema>;

export function fundraiserFormFrom(profile: OwnProfile | null): FundraiserFormInput {
  const current = profile?.fundraiser;
  return {
    title: current?.title ?? '',
    story: current?.story ?? '',
    category: current?.category ?? 'schools',
    goal: current ? centsToMoneyInput(current.goalCents) : '',
  };
}

export function toFundraiserUpdate({
  goal,
  ...rest
}: z.output<typeof fundraiserFormSchema>): ProfileUpdate {
  return { fundraiser: { ...rest, goalCents: goal } };
}

// --- Payout profile (partners and fundaxers): how Fundax pays them. Private.

const payout = payoutProfileSchema.shape;
export const payoutFormSchema = z
  .object({
    method: payout.method,
    payeeName: payout.payeeName,
    accountLast4: z.pipe(
      z.string().check(z.trim()),
      z.union([z.literal(''), payout.accountLast4.def.innerType.def.innerType]),
    ),
    mailingAddress: z.pipe(
      z.string().check(z.trim()),
      z.union([z.literal(''), payout.mailingAddress.def.innerType.def.innerType]),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      // What a payment needs to reach them: an account for direct deposit, an address for checks.
      if (values.method === 'ach' && values.accountLast4 === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['accountLast4'],
          message: 'Enter the last four digits of the account for direct deposit.',
        });
      }
      if (values.method === 'check' && values.mailingAddress === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['mailingAddress'],
          message: 'Enter the address to mail checks to.',
        });
      }
    }),
  );
export type PayoutFormInput = z.input<typeof payoutFormSchema>;

export function payoutFormFrom(account: Account): PayoutFormInput {
  const current = account.payoutProfile;
  return {
    method: current?.method ?? 'ach',
    payeeName: current?.payeeName ?? account.organization?.name ?? account.displayName,
    accountLast4: current?.accountLast4 ?? '',
    mailingAddress: current?.mailingAddress ?? '',
  };
}

export function toPayoutUpdate(values: z.output<typeof payoutFormSchema>): ProfileUpdate {
  return {
    payoutProfile: {
      method: values.method,
      payeeName: values.payeeName,
      // Only what the chosen method uses is kept.
      accountLast4: values.method === 'ach' ? values.accountLast4 : null,
      mailingAddress: values.method === 'check' ? values.mailingAddress : null,
    },
  };
}
