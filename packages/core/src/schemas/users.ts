import { z } from '../zod';
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
  website: z._default(z.nullable(urlSchema), null),
});

/** How a partner or fundaxer is paid. Private: only the owner and admins can read it. */
export const payoutProfileSchema = z.object({
  method: z.enum(['ach', 'check'], { error: 'Choose direct deposit (ACH) or check.' }),
  payeeName: text('Payee name', 2, 120),
  accountLast4: z._default(
    z.nullable(z.string().check(z.regex(/^\d{4}$/, 'Enter the last four digits of the account.'))),
    null,
  ),
  mailingAddress: z._default(z.nullable(text('Mailing address', 5, 200)), null),
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
  email: z._default(z.nullable(z.string()), null),
  emailVerified: z._default(z.boolean(), false),
  phone: z._default(z.nullable(usPhoneSchema), null),
  organization: z._default(z.nullable(organizationSchema), null),
  listings: z._default(z.array(z.string()), []),
  payoutProfile: z._default(z.nullable(payoutProfileSchema), null),
  notificationSettings: z._default(notificationSettingsSchema, DEFAULT_NOTIFICATION_SETTINGS),
  eventAlerts: z._default(z.nullable(eventAlertsSchema), null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** A fundaxer's fundraiser: the cause they raise money for, with goal and progress. */
export const fundraiserSchema = z.object({
  title: text('Fundraiser title', 3, 120),
  story: text('Story', 20, 4000),
  category: causeCategorySchema,
  goalCents: centsSchema.check(z.minimum(100, 'Set a goal of at least $1.')),
  /**
   * The sum of the results of the fundaxer's events, recomputed on every report (never moved by
   * a difference), held at MAX_RAISED_TOTAL_CENTS so no total can fail this schema.
   */
  raisedCents: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(MAX_RAISED_TOTAL_CENTS)),
    0,
  ),
});
export type Fundraiser = z.infer<typeof fundraiserSchema>;

/**
 * profiles/{uid}: what the public may see of a partner, fundaxer or angel. Visible to everyone
 * only while `listed` (partners and fundaxers from registration; angels once approved).
 */
export const profileSchema = z.object({
  role: roleSchema,
  displayName: text('Name', 2, 80),
  organizationName: z._default(z.nullable(z.string()), null),
  bio: z._default(z.string().check(z.maxLength(1000)), ''),
  city: z._default(z.nullable(z.string().check(z.maxLength(80))), null),
  website: z._default(z.nullable(urlSchema), null),
  imageUrl: z._default(z.nullable(urlSchema), null),
  categories: z._default(z.array(networkCategorySchema), []),
  fundraiser: z._default(z.nullable(fundraiserSchema), null),
  listed: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Profile = z.infer<typeof profileSchema>;
