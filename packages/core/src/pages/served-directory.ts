import { z } from '../zod';
import { publicVenueSchema } from '../callables/public-shapes';
import {
  causeCategorySchema,
  networkCategorySchema,
  venueCategorySchema,
} from '../schemas/categories';
import { NETWORK_CITIES } from '../schemas/category-lists';
import { isoDateTimeSchema } from '../schemas/common';
import { roleSchema } from '../schemas/roles';

/** A listed profile as served (`PublicProfile`), over the wire. */
export const servedProfileSchema = z.object({
  id: z.string(),
  role: roleSchema,
  displayName: z.string(),
  organizationName: z.nullable(z.string()),
  bio: z.string(),
  city: z.nullable(z.string()),
  website: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  categories: z.array(networkCategorySchema),
  fundraiser: z.nullable(
    z.object({
      title: z.string(),
      story: z.string(),
      category: causeCategorySchema,
      goalCents: z.number(),
      raisedCents: z.number(),
    }),
  ),
});

/** A networking group as served (`GroupView`), over the wire. */
export const servedGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  city: z.enum(NETWORK_CITIES),
  meets: z.string(),
  address: z.nullable(z.string()),
  venueId: z.nullable(z.string()),
  categories: z.array(networkCategorySchema),
  contactUrl: z.nullable(z.string()),
  memberCount: z.number(),
});

/**
 * Data the Hosting function puts in the HTML of the public directories (functions/src/cards),
 * read as a visitor's live reads read it (the same queries, limits and order): `/partners`
 * with the listed partners, `/businesses` with the approved venues of its category (`null`:
 * all) and the networking groups. While fresh (SERVED_PAGE_FRESH_MS) it is the page's read, so
 * the page loads neither Firestore nor zod. Public data only.
 */
export const servedDirectorySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('partners'),
    partners: z.array(servedProfileSchema),
    readAt: isoDateTimeSchema,
  }),
  z.object({
    kind: z.literal('businesses'),
    category: z.nullable(venueCategorySchema),
    venues: z.array(publicVenueSchema),
    groups: z.array(servedGroupSchema),
    readAt: isoDateTimeSchema,
  }),
]);
export type ServedDirectory = z.infer<typeof servedDirectorySchema>;
export type ServedPartners = Extract<ServedDirectory, { kind: 'partners' }>;
export type ServedBusinesses = Extract<ServedDirectory, { kind: 'businesses' }>;
