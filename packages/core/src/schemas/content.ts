import { z } from 'zod';

import { NETWORK_CITIES, causeCategorySchema, networkCategorySchema } from './categories';
import { centsSchema, text, timestampSchema, urlSchema } from './common';
import { roleSchema } from './roles';

/** successStories/{id}: told by admins; public once published. */
export const successStorySchema = z.object({
  title: text('Title', 3, 120),
  summary: text('Summary', 10, 300),
  body: text('Story', 20, 8000),
  category: causeCategorySchema,
  fundaxerId: z.string().nullable().default(null),
  eventId: z.string().nullable().default(null),
  raisedCents: centsSchema.nullable().default(null),
  imageUrl: urlSchema.nullable().default(null),
  published: z.boolean(),
  publishedAt: timestampSchema.nullable().default(null),
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
  address: z.string().max(200).nullable().default(null),
  venueId: z.string().nullable().default(null),
  categories: z.array(networkCategorySchema).default([]),
  contactUrl: urlSchema.nullable().default(null),
  memberCount: z.number().int().nonnegative().default(0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type NetworkingGroup = z.infer<typeof networkingGroupSchema>;

/** resources/{id}: portal videos and documents; signed-in users only. Empty audience = everyone. */
export const resourceSchema = z.object({
  kind: z.enum(['video', 'document']),
  title: text('Title', 3, 120),
  description: z.string().max(1000).default(''),
  url: urlSchema,
  audience: z.array(roleSchema).default([]),
  sizeBytes: z.number().int().nonnegative().nullable().default(null),
  durationSeconds: z.number().int().nonnegative().nullable().default(null),
  /** The uploaded file (files/{id}) the url and size come from; null for a typed address. */
  fileId: z.string().nullable().default(null),
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
  requesterEmail: z.string().nullable().default(null),
  requesterEmailVerified: z.boolean().default(false),
  subject: text('Subject', 3, 120),
  message: text('Message', 10, 4000),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable().default(null),
  resolvedAt: timestampSchema.nullable().default(null),
  resolvedBy: z.string().nullable().default(null),
  createdAt: timestampSchema,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
