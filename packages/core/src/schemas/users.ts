import { z } from 'zod';

import { MAX_RAISED_TOTAL_CENTS } from '../constants';
import { usPhoneSchema } from '../fields/us-phone';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
} from '../notifications/settings';
import { causeCategorySchema, networkCategorySchema } from './categories';
import { centsSchema, text, timestampSchema, urlSchema } from './common';
import { eventAlertsSchema } from './notifications';
import { roleSchema } from './roles';

export const organizationSchema = z.object({
  name: text('Organization name', 2, 120),
  website: urlSchema.nullable().default(null),
});

/** How a partner or fundaxer is paid. Private: only the owner and admins can read it. */
export const payoutProfileSchema = z.object({
  method: z.enum(['ach', 'check'], { error: 'Choose direct deposit (ACH) or check.' }),
  payeeName: text('Payee name', 2, 120),
  accountLast4: z
    .string()
    .regex(/^\d{4}$/, 'Enter the last four digits of the account.')
    .nullable()
    .default(null),
  mailingAddress: text('Mailing address', 5, 200).nullable().default(null),
});
export type PayoutProfile = z.infer<typeof payoutProfileSchema>;

/**
 * users/{uid}: the private account. Readable by its owner and admins only (email, phone and
 * payout details live here, never on the public profile). `listings` holds the ids of the
 * venues and events the user created, kept by array union. `notificationSettings` says which
 * kinds of message are also emailed; `eventAlerts` is the area new events are announced for.
 *
 * `email` is the identity provider's, with `emailVerified` as its token said when last copied
 * (at registration, and by syncAccountEmail after a verification or a change). An unverified
 * email is only what someone typed: nothing may mail it or treat it as who the person is, and
 * payout details wait for a verified one (docs/security.md). Older documents without the flag
 * read as unverified.
 */
export const userSchema = z.object({
  role: roleSchema,
  displayName: text('Name', 2, 80),
  email: z.string().nullable().default(null),
  emailVerified: z.boolean().default(false),
  phone: usPhoneSchema.nullable().default(null),
  organization: organizationSchema.nullable().default(null),
  listings: z.array(z.string()).default([]),
  payoutProfile: payoutProfileSchema.nullable().default(null),
  notificationSettings: notificationSettingsSchema.default(DEFAULT_NOTIFICATION_SETTINGS),
  eventAlerts: eventAlertsSchema.nullable().default(null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** A fundaxer's fundraiser: the cause they raise money for, with goal and progress. */
export const fundraiserSchema = z.object({
  title: text('Fundraiser title', 3, 120),
  story: text('Story', 20, 4000),
  category: causeCategorySchema,
  goalCents: centsSchema.min(100, 'Set a goal of at least $1.'),
  /**
   * The sum of the results of the fundaxer's events, recomputed on every report (never moved by
   * a difference), held at MAX_RAISED_TOTAL_CENTS so no total can fail this schema.
   */
  raisedCents: z.number().int().min(0).max(MAX_RAISED_TOTAL_CENTS).default(0),
});
export type Fundraiser = z.infer<typeof fundraiserSchema>;

/**
 * profiles/{uid}: what the public may see of a partner, fundaxer or angel. Visible to everyone
 * only while `listed` (partners and fundaxers from registration; angels once approved).
 */
export const profileSchema = z.object({
  role: roleSchema,
  displayName: text('Name', 2, 80),
  organizationName: z.string().nullable().default(null),
  bio: z.string().max(1000).default(''),
  city: z.string().max(80).nullable().default(null),
  website: urlSchema.nullable().default(null),
  imageUrl: urlSchema.nullable().default(null),
  categories: z.array(networkCategorySchema).default([]),
  fundraiser: fundraiserSchema.nullable().default(null),
  listed: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Profile = z.infer<typeof profileSchema>;
