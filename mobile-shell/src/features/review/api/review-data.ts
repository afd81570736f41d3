import {
  type FundaxEvent,
  type Revision,
  VENUE_LABELS,
  type Venue,
  type WithId,
} from '@fundax/core';

/** An event waiting for review, as compact as a phone lists it. */
export interface QueueEvent {
  id: string;
  title: string;
  venueName: string;
  eventStart: string;
  givebackPercent: number;
  fundaxerName: string | null;
}

/** A venue waiting for review. */
export interface QueueVenue {
  id: string;
  name: string;
  address: string;
  category: string;
}

/** A change to an approved listing waiting for review (both sides agree). */
export interface QueueRevision {
  /** The revision's id (`event-<id>` or `venue-<id>`): what reviewRevision takes. */
  id: string;
  targetType: 'event' | 'venue';
  /** The listing's approved title or name. */
  title: string;
  /** What it changes, in words: "title to “…”", "end time", "give-back terms". */
  changes: string[];
}

export interface ReviewQueues {
  events: QueueEvent[];
  venues: QueueVenue[];
  revisions: QueueRevision[];
  /** When this copy was read (ISO): its age shows when the phone is offline. */
  readAt: string;
}

export function toQueueEvent(event: WithId<FundaxEvent>): QueueEvent {
  return {
    id: event.id,
    title: event.title,
    venueName: event.venueName,
    eventStart: event.eventStart.toISOString(),
    givebackPercent: event.giveback.percent,
    fundaxerName: event.fundaxerName,
  };
}

export function toQueueVenue(venue: WithId<Venue>): QueueVenue {
  return {
    id: venue.id,
    name: venue.name,
    address: venue.address,
    category: VENUE_LABELS[venue.category],
  };
}

/** The words for a changed material field (those a revision can hold). */
const FIELD_WORDS: Record<string, string> = {
  description: 'description',
  imageUrl: 'picture',
  image: 'picture',
  eventStart: 'start time',
  eventEnd: 'end time',
  giveback: 'give-back terms',
  fundaxerId: 'fundaxer',
  fundaxerName: 'fundaxer',
  address: 'address',
  _geoloc: 'location',
};

/** What a revision changes, once per field, in words; a new title, name or website is quoted. */
export function describeChanges(changes: Record<string, unknown>): string[] {
  const words: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    const quoted = ['title', 'name', 'website'].includes(field);
    const word = quoted
      ? `${field} to “${typeof value === 'string' ? value : 'none'}”`
      : (FIELD_WORDS[field] ?? field);
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

export function toQueueRevision(revision: WithId<Revision>): QueueRevision {
  return {
    id: revision.id,
    targetType: revision.targetType,
    title: revision.title,
    changes: describeChanges(revision.changes),
  };
}

/** The queues without the item just reviewed (it has left the list, as on the console). */
export function withoutReviewed(queues: ReviewQueues, id: string): ReviewQueues {
  return {
    ...queues,
    events: queues.events.filter((item) => item.id !== id),
    venues: queues.venues.filter((item) => item.id !== id),
    revisions: queues.revisions.filter((item) => item.id !== id),
  };
}
