import { formatFullWhen } from '../format/mountain-time';

/** What waits for an admin: each new item that needs a review or an answer. */
export const ADMIN_FEED_KINDS = [
  'venue-submitted',
  'event-submitted',
  'application-submitted',
  'support-requested',
] as const;
export type AdminFeedKind = (typeof ADMIN_FEED_KINDS)[number];

export interface AdminFeedFacts {
  'venue-submitted': { venueId: string; venueName: string; ownerName: string };
  'event-submitted': {
    eventId: string;
    eventTitle: string;
    venueName: string;
    startsAt: Date;
    organizerName: string;
  };
  'application-submitted': { applicationId: string; applicantName: string };
  'support-requested': { requestId: string; subject: string };
}

interface AdminFeedDefinition<K extends AdminFeedKind> {
  /** The record the item is about (one item per record: its id is `<kind>-<subjectId>`). */
  subjectId(facts: AdminFeedFacts[K]): string;
  title(facts: AdminFeedFacts[K]): string;
  body(facts: AdminFeedFacts[K]): string;
  /** A path of the admin console. */
  link(facts: AdminFeedFacts[K]): string;
}

const record = (id: string, kind: 'venue' | 'event') =>
  `/auth/record/${encodeURIComponent(id)}?kind=${kind}`;

export const ADMIN_FEED_CATALOGUE: { readonly [K in AdminFeedKind]: AdminFeedDefinition<K> } = {
  'venue-submitted': {
    subjectId: (f) => f.venueId,
    title: (f) => `New location to review: ${f.venueName}`,
    body: (f) => `${f.ownerName} added it. It stays hidden until it is approved.`,
    link: (f) => record(f.venueId, 'venue'),
  },
  'event-submitted': {
    subjectId: (f) => f.eventId,
    title: (f) => `New event to review: ${f.eventTitle}`,
    body: (f) =>
      `${f.organizerName} proposed it at ${f.venueName} for ${formatFullWhen(f.startsAt)}. Review it before it starts.`,
    link: (f) => record(f.eventId, 'event'),
  },
  'application-submitted': {
    subjectId: (f) => f.applicationId,
    title: (f) => `New angel application: ${f.applicantName}`,
    body: () => 'Read the answers and approve or reject it on the Angels page.',
    link: () => '/auth/angels',
  },
  'support-requested': {
    subjectId: (f) => f.requestId,
    title: (f) => `New support request: ${f.subject}`,
    body: () => 'Answer it from the Requests page; the answer reaches the person by email too.',
    link: () => '/auth/requests',
  },
};

/** An item of the admin feed, ready to store. */
export interface AdminFeedMessage {
  kind: AdminFeedKind;
  subjectId: string;
  title: string;
  body: string;
  link: string;
}

export function adminFeedMessage<K extends AdminFeedKind>(
  kind: K,
  facts: AdminFeedFacts[K],
): AdminFeedMessage {
  const definition = ADMIN_FEED_CATALOGUE[kind] as AdminFeedDefinition<K>;
  return {
    kind,
    subjectId: definition.subjectId(facts),
    title: definition.title(facts),
    body: definition.body(facts),
    link: definition.link(facts),
  };
}

/** The id of the feed item about one record: a second write of the same item is the same item. */
export function adminFeedItemId(kind: AdminFeedKind, subjectId: string): string {
  return `${kind}-${subjectId}`;
}
