import { CAUSE_CATEGORIES } from '../schemas/category-lists';
import {
  boolean,
  fields,
  isoDateTime,
  number,
  oneOf,
  optionalImage,
  orNull,
  string,
} from './served-checks';
import type { ServedFundraiser, ServedPage } from './served-page';

// What the event page needs of a served page before its first render, without zod (12 KB gz of
// zod/mini, and the schemas, on that page's first route otherwise): the element's id, and
// `servedPageSchema` as plain checks, which the unit test holds to the schema, field by field.

// Shared with the directories' served pages, from the module of plain checks they both use.
export { SERVED_PAGE_ELEMENT_ID, SERVED_PAGE_FRESH_MS, isFreshServedCopy } from './served-checks';

const eventView = fields({
  id: string,
  title: string,
  description: string,
  category: oneOf(CAUSE_CATEGORIES),
  venueId: string,
  venueName: string,
  venueAddress: string,
  partnerId: string,
  fundaxerId: orNull(string),
  fundaxerName: orNull(string),
  eventStart: isoDateTime,
  eventEnd: isoDateTime,
  givebackPercent: number,
  givebackTerms: string,
  givebackExclusions: string,
  goalCents: orNull(number),
  raisedCents: number,
  imageUrl: orNull(string),
  // Older payloads lack it (the schema's default).
  image: optionalImage,
  special: boolean,
  lat: number,
  lng: number,
  cancelled: boolean,
  cancelReason: orNull(string),
  resultsReported: boolean,
});

const fundraiserProgress = fields({
  title: string,
  category: oneOf(CAUSE_CATEGORIES),
  goalCents: number,
  raisedCents: number,
});

const servedFundraiser = fields({
  id: string,
  displayName: string,
  organizationName: orNull(string),
  city: orNull(string),
  fundraiser: orNull(fundraiserProgress),
});

const servedPage = fields({
  kind: (value) => value === 'event',
  id: string,
  event: eventView,
  fundraiser: (value) => value === undefined || value === null || servedFundraiser(value),
  readAt: isoDateTime,
});

/**
 * The summary of a listed fundaxer's profile that an event page shows (the function serves it),
 * and a served one's own fields only (servedPageOrNull: zod drops any others).
 */
export function toServedFundraiser(
  id: string,
  profile: Omit<ServedFundraiser, 'id'>,
): ServedFundraiser {
  const { fundraiser } = profile;
  return {
    id,
    displayName: profile.displayName,
    organizationName: profile.organizationName,
    city: profile.city,
    fundraiser: fundraiser && {
      title: fundraiser.title,
      category: fundraiser.category,
      goalCents: fundraiser.goalCents,
      raisedCents: fundraiser.raisedCents,
    },
  };
}

/**
 * The served page's data if it has `ServedPage`'s shape, else null (a page cached from before a
 * change of shape renders from its live read instead).
 */
export function servedPageOrNull(value: unknown): ServedPage | null {
  if (!servedPage(value)) return null;
  const { fundraiser, ...page } = value as ServedPage;
  return {
    ...page,
    event: { ...page.event, image: page.event.image ?? null },
    ...(fundraiser === undefined
      ? {}
      : { fundraiser: fundraiser && toServedFundraiser(fundraiser.id, fundraiser) }),
  };
}
