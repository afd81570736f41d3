import { z } from '../zod';

import {
  LISTING_STATES,
  type ListingConsentFields,
  type ListingState,
  type ListingStatusFields,
  listingState,
} from '../rules/listing-state';
import type { FundaxEvent } from '../schemas/events';
import type { Profile } from '../schemas/users';
import type { Venue } from '../schemas/venues';

/**
 * The search catalogue: one compact entry per event, venue and profile, holding only what search
 * matches and shows (names, dates, state), in SEARCH_CATALOGUE_SHARDS documents
 * `searchCatalogue/shard-NN` of the shape `{ shard, entries: { <key>: entry }, rev }`. Functions
 * keep it (a trigger per source collection) and load it into the search engine; no client may
 * read it (no rule matches it), since it also lists hidden items for the admin search.
 */
export const SEARCH_CATALOGUE_COLLECTION = 'searchCatalogue';
/**
 * 32 shards hold about 10,000 listings at about 50 KB each, and up to about 150,000 before one
 * reaches Firestore's 1 MiB document limit (an entry is about 150 bytes). More shards make a
 * changed shard cheaper to re-read; fewer make a cold load read fewer documents.
 */
export const SEARCH_CATALOGUE_SHARDS = 32;

/**
 * Where a listing stands, for admins: core's listingState, the one rule every app shows (so the
 * search's badge says what the record page and the owner's portal say).
 */
export const LISTING_RECORD_STATES = LISTING_STATES;
export const PROFILE_RECORD_STATES = ['listed', 'unlisted'] as const;
export const RECORD_STATES = [...LISTING_RECORD_STATES, ...PROFILE_RECORD_STATES] as const;
export const recordStateSchema = z.enum(RECORD_STATES);
export type RecordState = z.infer<typeof recordStateSchema>;

/**
 * An entry's listing state. Entries written before the states were shared said `disabled` for
 * what listingState calls `removed`; they read as that until a change rewrites them.
 */
const listingStateSchema = z.pipe(
  z.transform((value: unknown) => (value === 'disabled' ? 'removed' : value)),
  z.enum(LISTING_RECORD_STATES),
);

// Entries use one-letter keys: a shard holds thousands of them, and every byte of a field name
// is stored, read and parsed once per entry.

/** An event: title, venue name, fundaxer name, cause, start and end (epoch seconds), state. */
export const eventEntrySchema = z.object({
  k: z.literal('e'),
  t: z.string(),
  v: z.string(),
  f: z.nullable(z.string()),
  c: z.string(),
  s: z.number(),
  n: z.number(),
  x: listingStateSchema,
});
/** A venue: name, address, business category, owner (the partner page's id), state. */
export const venueEntrySchema = z.object({
  k: z.literal('v'),
  t: z.string(),
  a: z.string(),
  c: z.string(),
  o: z.string(),
  x: listingStateSchema,
});
/** A profile: display name, role, organization, fundraiser title and cause, listed or not. */
export const profileEntrySchema = z.object({
  k: z.literal('p'),
  t: z.string(),
  r: z.string(),
  o: z.nullable(z.string()),
  g: z.nullable(z.string()),
  c: z.nullable(z.string()),
  x: z.enum(PROFILE_RECORD_STATES),
});
export const catalogueEntrySchema = z.discriminatedUnion('k', [
  eventEntrySchema,
  venueEntrySchema,
  profileEntrySchema,
]);
export type EventEntry = z.infer<typeof eventEntrySchema>;
export type VenueEntry = z.infer<typeof venueEntrySchema>;
export type ProfileEntry = z.infer<typeof profileEntrySchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** The collections the catalogue follows, and the letter their entries' keys start with. */
export const CATALOGUE_SOURCES = { events: 'e', venues: 'v', profiles: 'p' } as const;
export type CatalogueSource = keyof typeof CATALOGUE_SOURCES;

/** An entry's key in its shard's `entries` map: the source's letter and the document id. */
export function catalogueKey(source: CatalogueSource, id: string): string {
  return `${CATALOGUE_SOURCES[source]}:${id}`;
}

/** The document id within a catalogue key. */
export function catalogueIdOf(key: string): string {
  return key.slice(2);
}

/** FNV-1a: a small, stable string hash, so every writer puts a key in the same shard. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The shard of a source document. A venue and all its events share one shard (by venue id): a
 * venue's rename rewrites the venue name on each of its events, and it then changes one shard,
 * which is one document for the search functions to re-read, not one per event.
 */
export function catalogueShardOf(
  source: CatalogueSource,
  id: string,
  venueId: string | null,
): number {
  return fnv1a(source === 'profiles' ? id : (venueId ?? id)) % SEARCH_CATALOGUE_SHARDS;
}

/** The id of shard number n: shard-00 to shard-31. */
export function catalogueShardId(shard: number): string {
  return `shard-${String(shard).padStart(2, '0')}`;
}

/** A listing's state in the catalogue: exactly listingState of its status (and consent). */
export function listingRecordState(
  status: ListingStatusFields,
  consent?: ListingConsentFields | null,
): ListingState {
  return listingState(status, consent);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

type EventFields = Pick<
  FundaxEvent,
  | 'title'
  | 'venueName'
  | 'fundaxerName'
  | 'category'
  | 'eventStart'
  | 'eventEnd'
  | '_status'
  | 'consent'
>;
type VenueFields = Pick<Venue, 'name' | 'address' | 'category' | 'ownerId' | '_status'>;
type ProfileFields = Pick<Profile, 'displayName' | 'role' | 'organizationName' | 'fundraiser'> & {
  listed: boolean;
};

export function eventEntryOf(event: EventFields): EventEntry {
  return {
    k: 'e',
    t: event.title,
    v: event.venueName,
    f: event.fundaxerName,
    c: event.category,
    s: seconds(event.eventStart),
    n: seconds(event.eventEnd),
    x: listingRecordState(event._status, event.consent),
  };
}

export function venueEntryOf(venue: VenueFields): VenueEntry {
  return {
    k: 'v',
    t: venue.name,
    a: venue.address,
    c: venue.category,
    o: venue.ownerId,
    x: listingRecordState(venue._status),
  };
}

export function profileEntryOf(profile: ProfileFields): ProfileEntry {
  return {
    k: 'p',
    t: profile.displayName,
    r: profile.role,
    o: profile.organizationName,
    g: profile.fundraiser?.title ?? null,
    c: profile.fundraiser?.category ?? null,
    x: profile.listed ? 'listed' : 'unlisted',
  };
}

/** A source document as the catalogue needs it: its collection, id and parsed fields. */
export type CatalogueDocument =
  | { source: 'events'; id: string; document: EventFields & { venueId: string } }
  | { source: 'venues'; id: string; document: VenueFields }
  | { source: 'profiles'; id: string; document: ProfileFields };

/** Where a document's entry lives and what it holds. */
export interface CatalogueItem {
  key: string;
  shard: number;
  entry: CatalogueEntry;
}

export function catalogueItemOf(item: CatalogueDocument): CatalogueItem {
  const key = catalogueKey(item.source, item.id);
  switch (item.source) {
    case 'events':
      return {
        key,
        shard: catalogueShardOf('events', item.id, item.document.venueId),
        entry: eventEntryOf(item.document),
      };
    case 'venues':
      return {
        key,
        shard: catalogueShardOf('venues', item.id, item.id),
        entry: venueEntryOf(item.document),
      };
    case 'profiles':
      return {
        key,
        shard: catalogueShardOf('profiles', item.id, null),
        entry: profileEntryOf(item.document),
      };
  }
}

/** Whether two entries say the same (a write that changes neither needs no catalogue write). */
export function sameEntry(a: CatalogueEntry | null, b: CatalogueEntry | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The entries of a shard document, each parsed on its own: one malformed entry is left out (and
 * its key reported) instead of making the whole shard unreadable.
 */
export function parseCatalogueEntries(raw: unknown): {
  entries: Map<string, CatalogueEntry>;
  invalid: string[];
} {
  const entries = new Map<string, CatalogueEntry>();
  const invalid: string[] = [];
  if (typeof raw !== 'object' || raw === null) return { entries, invalid };
  for (const [key, value] of Object.entries(raw)) {
    const parsed = catalogueEntrySchema.safeParse(value);
    if (parsed.success && key.startsWith(`${parsed.data.k}:`)) entries.set(key, parsed.data);
    else invalid.push(key);
  }
  return { entries, invalid };
}

/**
 * The catalogue's shards as whole documents' `entries` maps, from every item (a rebuild or the
 * seed). Every shard is present, empty ones too, so a rebuild also clears entries that are gone.
 */
export function catalogueShards(
  items: Iterable<CatalogueItem>,
): Map<number, Record<string, CatalogueEntry>> {
  const shards = new Map<number, Record<string, CatalogueEntry>>();
  for (let shard = 0; shard < SEARCH_CATALOGUE_SHARDS; shard++) shards.set(shard, {});
  for (const item of items) {
    const entries = shards.get(item.shard);
    if (entries) entries[item.key] = item.entry;
  }
  return shards;
}
