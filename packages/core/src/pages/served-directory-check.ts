import { ROLES } from '../rules/roles';
import {
  CAUSE_CATEGORIES,
  NETWORK_CATEGORIES,
  NETWORK_CITIES,
  VENUE_CATEGORIES,
} from '../schemas/category-lists';
import {
  arrayOf,
  fields,
  isoDateTime,
  number,
  oneOf,
  optionalImage,
  orNull,
  string,
} from './served-checks';
import type { ServedDirectory } from './served-directory';

// What /partners and /businesses need of their served data before their first render, without
// zod: `servedDirectorySchema` as plain checks, which the unit test holds to the schema.

/**
 * The directories the Hosting function serves with their data, and the file the web build
 * writes each one's page to: not `partners.html`, which Hosting would serve as it is (a static
 * file wins over every rewrite), but one only the function reads as its template.
 */
export const SERVED_DIRECTORY_FILES = {
  '/partners': '_served/partners.html',
  '/businesses': '_served/businesses.html',
} as const;
export type ServedDirectoryPath = keyof typeof SERVED_DIRECTORY_FILES;

export function isServedDirectoryPath(path: string): path is ServedDirectoryPath {
  return Object.hasOwn(SERVED_DIRECTORY_FILES, path);
}

const servedProfile = fields({
  id: string,
  role: oneOf(ROLES),
  displayName: string,
  organizationName: orNull(string),
  bio: string,
  city: orNull(string),
  website: orNull(string),
  imageUrl: orNull(string),
  categories: arrayOf(oneOf(NETWORK_CATEGORIES)),
  fundraiser: orNull(
    fields({
      title: string,
      story: string,
      category: oneOf(CAUSE_CATEGORIES),
      goalCents: number,
      raisedCents: number,
    }),
  ),
});

const publicVenue = fields({
  id: string,
  name: string,
  address: string,
  category: oneOf(VENUE_CATEGORIES),
  description: string,
  imageUrl: orNull(string),
  image: optionalImage,
  website: orNull(string),
  ownerId: string,
  lat: number,
  lng: number,
});

const servedGroup = fields({
  id: string,
  name: string,
  description: string,
  city: oneOf(NETWORK_CITIES),
  meets: string,
  address: orNull(string),
  venueId: orNull(string),
  categories: arrayOf(oneOf(NETWORK_CATEGORIES)),
  contactUrl: orNull(string),
  memberCount: number,
});

const servedPartners = fields({
  kind: (value) => value === 'partners',
  partners: arrayOf(servedProfile),
  readAt: isoDateTime,
});

const servedBusinesses = fields({
  kind: (value) => value === 'businesses',
  category: orNull(oneOf(VENUE_CATEGORIES)),
  venues: arrayOf(publicVenue),
  groups: arrayOf(servedGroup),
  readAt: isoDateTime,
});

/**
 * A directory's served data if it has `ServedDirectory`'s shape, else null (a page cached from
 * before a change of shape renders from its live reads instead).
 */
export function servedDirectoryOrNull(value: unknown): ServedDirectory | null {
  if (servedPartners(value)) return value as ServedDirectory;
  if (!servedBusinesses(value)) return null;
  const page = value as Extract<ServedDirectory, { kind: 'businesses' }>;
  // Older payloads lack a venue's image: the schema's default.
  return {
    ...page,
    venues: page.venues.map((venue) => ({ ...venue, image: venue.image ?? null })),
  };
}
