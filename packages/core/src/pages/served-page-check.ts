import { CAUSE_CATEGORIES } from '../schemas/category-lists';
import type { ServedFundraiser, ServedPage } from './served-page';

// What the event page needs of a served page before its first render, without zod (26 KB gz on
// that page's first route otherwise): the element's id, and `servedPageSchema` as plain checks,
// which the unit test holds to the schema, field by field.

/** The id of the `<script type="application/json">` element that carries a `ServedPage`. */
export const SERVED_PAGE_ELEMENT_ID = 'fundax-served-page';

/**
 * How long a served page's copy stands for a live read: a page whose data the function read at
 * most this long ago does not read it again as it opens. A copy a cache kept longer, or one
 * dated ahead of the device's clock (a clock set wrong), is read again.
 */
export const SERVED_PAGE_FRESH_MS = 60_000;

/** Whether a copy read at `readAt` (ISO) is still fresh at `now` (SERVED_PAGE_FRESH_MS). */
export function isFreshServedCopy(readAt: string, now: Date = new Date()): boolean {
  const age = now.getTime() - Date.parse(readAt);
  return age >= 0 && age <= SERVED_PAGE_FRESH_MS;
}

type Check = (value: unknown) => boolean;

const string: Check = (value) => typeof value === 'string';
const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const boolean: Check = (value) => typeof value === 'boolean';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);

/** An ISO 8601 date and time with its offset, e.g. 2026-12-05T18:00:00-07:00. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const isoDateTime: Check = (value) =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

const webAddress: Check = (value) => {
  if (typeof value !== 'string' || value.length > 500 || !URL.canParse(value)) return false;
  return /^https?:$/.test(new URL(value).protocol);
};
const positiveInteger: Check = (value) => Number.isInteger(value) && (value as number) > 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fields(shape: Record<string, Check>): Check {
  return (value) =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));
}

const imageVariant = fields({
  name: oneOf(['thumb', 'card']),
  url: webAddress,
  width: positiveInteger,
  height: positiveInteger,
});

const storedImage: Check = (value) =>
  fields({ fileId: string })(value) &&
  Array.isArray((value as { variants?: unknown }).variants) &&
  (value as { variants: unknown[] }).variants.length > 0 &&
  (value as { variants: unknown[] }).variants.every(imageVariant);

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
  image: (value) => value === undefined || value === null || storedImage(value),
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
