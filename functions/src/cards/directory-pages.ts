import {
  DIRECTORY_LIMIT,
  GROUP_LIMIT,
  type ServedDirectory,
  type ServedDirectoryPath,
  toGroupView,
  toPublicProfile,
  toPublicVenue,
  venueCategoryFromSearch,
} from '@fundax/core';

import { readQuery } from '../data/documents';
import { db } from '../platform/admin';

/**
 * A public directory's data as a visitor's live reads would bring it (the web app's
 * `readPartners`, `readVenues` and `readGroups`: the same filters, order and limits, and the
 * same views), for its page to show at once and, while fresh, instead of reading.
 *
 * - `/partners`: the listed partners by name.
 * - `/businesses[?category=]`: the approved, enabled venues of the category (any other value:
 *   all, as the page reads it) by name, and every networking group by name.
 */
export async function servedDirectory(
  path: ServedDirectoryPath,
  categoryParam: string | null,
  now = new Date(),
): Promise<ServedDirectory> {
  const readAt = now.toISOString();
  if (path === '/partners') {
    const partners = await readQuery(
      null,
      'profiles',
      db()
        .collection('profiles')
        .where('listed', '==', true)
        .where('role', '==', 'partner')
        .orderBy('displayName')
        .limit(DIRECTORY_LIMIT),
    );
    return { kind: 'partners', partners: partners.map(toPublicProfile), readAt };
  }
  const category = venueCategoryFromSearch(categoryParam);
  const approved = db()
    .collection('venues')
    .where('_status.approved', '==', true)
    .where('_status.disabled', '==', false);
  const [venues, groups] = await Promise.all([
    readQuery(
      null,
      'venues',
      (category ? approved.where('category', '==', category) : approved)
        .orderBy('name')
        .limit(DIRECTORY_LIMIT),
    ),
    readQuery(
      null,
      'networkingGroups',
      db().collection('networkingGroups').orderBy('name').limit(GROUP_LIMIT),
    ),
  ]);
  return {
    kind: 'businesses',
    category,
    venues: venues.map(toPublicVenue),
    groups: groups.map(toGroupView),
    readAt,
  };
}
