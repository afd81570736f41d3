import { z } from '../zod';
import { NETWORK_CITIES, causeCategorySchema, networkCategorySchema } from './categories';
import { centsSchema, text, timestampSchema, urlSchema } from './common';
import { roleSchema } from './roles';

/** successStories/{id}: told by admins; public once published. */
export const successStorySchema = z.object({
  title: text('Title', 3, 120),
  summary: text('Summary', 10, 300),
  body: text('Story', 20, 8000),
  category: causeCategorySchema,
  fundaxerId: z._default(z.nullable(z.string()), null),
  eventId: z._default(z.nullable(z.string()), null),
  raisedCents: z._default(z.nullable(centsSchema), null),
  imageUrl: z._default(z.nullable(urlSchema), null),
  published: z.boolean(),
  publishedAt: z._default(z.nullable(timestampSchema), null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type SuccessStory = z.infer<typeof successStorySchema>;

/** networkingGroups/{id}: the business-networking group directory; public. */
export const networkingGroupSchema = z.object({
  name: text('Group name', 3, 120),
  description: text('Description', 10, 2000),
  city: z.enum(NETWORK_CITIES, { error: 'Choose Albuquerque or Rio Rancho.' }),
  meets: text('Meeting schedule', 3, 120),
  address: z._default(z.nullable(z.string().check(z.maxLength(200))), null),
  venueId: z._default(z.nullable(z.string()), null),
  categories: z._default(z.array(networkCategorySchema), []),
  contactUrl: z._default(z.nullable(urlSchema), null),
  memberCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type NetworkingGroup = z.infer<typeof networkingGroupSchema>;

/** resources/{id}: portal videos and documents; signed-in users only. Empty audience = everyone. */
export const resourceSchema = z.object({
  kind: z.enum(['video', 'document']),
  title: text('Title', 3, 120),
  description: z._default(z.string().check(z.maxLength(1000)), ''),
  url: urlSchema,
  audience: z._default(z.array(roleSchema), []),
  sizeBytes: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  durationSeconds: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  /** The uploaded file (files/{id}) the url and size come from; null for a typed address. */
  fileId: z._default(z.nullable(z.string()), null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Resource = z.infer<typeof resourceSchema>;

/**
 * supportRequests/{id}: a signed-in user's question; readable by its requester and admins.
 * `requesterEmailVerified`: whether the identity provider had verified that email when the
 * request was sent (older requests read as unverified).
 */
export const supportRequestSchema = z.object({
  requesterId: z.string(),
  requesterEmail: z._default(z.nullable(z.string()), null),
  requesterEmailVerified: z._default(z.boolean(), false),
  subject: text('Subject', 3, 120),
  message: text('Message', 10, 4000),
  status: z.enum(['open', 'resolved']),
  resolution: z._default(z.nullable(z.string()), null),
  resolvedAt: z._default(z.nullable(timestampSchema), null),
  resolvedBy: z._default(z.nullable(z.string()), null),
  createdAt: timestampSchema,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
