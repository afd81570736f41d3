// The composite indexes the functions' own queries need (the emulator does not enforce them).
// Each query is rebuilt with the client SDK's query builder, which only describes the query, and
// checked against firestore.indexes.json with the rules suite's index matcher.
import { readFileSync } from 'node:fs';

import { initializeApp } from 'firebase/app';
import {
  collection,
  documentId,
  getFirestore,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import { type CompositeIndex, missingIndexes } from '../../../tests/rules/support/indexes';

const declared = (
  JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: CompositeIndex[] }
).indexes;
const db = getFirestore(initializeApp({ projectId: 'demo-indexes' }, 'functions-indexes'));
const events = collection(db, 'events');
const now = new Date();

describe('composite indexes for the functions’ queries', () => {
  it('covers deleteVenue: upcoming events at a venue', () => {
    const upcoming = query(events, where('venueId', '==', 'v'), where('eventEnd', '>=', now));
    expect(missingIndexes([upcoming], declared)).toEqual([]);
  });

  it('covers the nearby recount: approved events that have not ended, and counted events', () => {
    const upcoming = query(
      events,
      where('_status.approved', '==', true),
      where('eventEnd', '>=', now),
    );
    const counted = query(events, where('_protected.countedHash', '!=', null));
    expect(missingIndexes([upcoming, counted], declared)).toEqual([]);
  });

  it('covers the awaiting-payment schedule: ended approved events not settled, by eventEnd', () => {
    const ended = query(
      events,
      where('_status.approved', '==', true),
      where('_protected.settled', '==', false),
      where('eventEnd', '<', now),
      orderBy('eventEnd'),
    );
    expect(missingIndexes([ended], declared)).toEqual([]);
  });

  it('covers the expiry schedule: started pending events, lapsed pending revisions', () => {
    const started = query(
      events,
      where('_status.approved', '==', null),
      where('eventStart', '<=', now),
      orderBy('eventStart'),
    );
    const lapsed = query(
      collection(db, 'revisions'),
      where('state', '==', 'pending'),
      where('endsAt', '<', now),
      orderBy('endsAt'),
    );
    expect(missingIndexes([started, lapsed], declared)).toEqual([]);
  });

  it('covers nearbyVenues: enabled approved venues by geohash, with and without a category', () => {
    const venues = query(
      collection(db, 'venues'),
      where('_status.approved', '==', true),
      where('_status.disabled', '==', false),
    );
    const queries = (['asc', 'desc'] as const).flatMap((direction) => [
      query(venues, orderBy('_geoloc.hash', direction)),
      query(venues, where('category', '==', 'cafe'), orderBy('_geoloc.hash', direction)),
    ]);
    expect(missingIndexes(queries, declared)).toEqual([]);
  });

  it('covers nearbyEvents: visible events not ended by geohash, with cause and date filters', () => {
    const visible = query(
      events,
      where('_status.approved', '==', true),
      where('_status.disabled', '==', false),
      where('_status.cancelled', '==', false),
      where('eventEnd', '>=', now),
    );
    const byCause = query(visible, where('category', '==', 'schools'));
    const startsBefore = where('eventStart', '<=', now);
    // Nearby search reads a range up or down geohash order (descending from its nearer top).
    const queries = (['asc', 'desc'] as const).flatMap((direction) => [
      query(visible, orderBy('_geoloc.hash', direction)),
      query(byCause, orderBy('_geoloc.hash', direction)),
      query(visible, startsBefore, orderBy('_geoloc.hash', direction)),
      query(byCause, startsBefore, orderBy('_geoloc.hash', direction)),
    ]);
    expect(missingIndexes(queries, declared)).toEqual([]);
    // Without the declared indexes the same queries would fail in production.
    expect(missingIndexes(queries, [])).toHaveLength(8);
    // Descending, the inequality fields follow the last order's direction: an index with them
    // ascending would not serve it.
    const ascendingTails = declared.map((index) => ({
      ...index,
      fields: index.fields.map((field) =>
        field.fieldPath === '_geoloc.hash' ? field : { ...field, order: 'ASCENDING' as const },
      ),
    }));
    expect(missingIndexes(queries.slice(4), ascendingTails)).toHaveLength(4);
  });

  it('covers the mail sweep: expired claims, and due mail by its next attempt', () => {
    const mail = collection(db, 'mail');
    const expired = query(
      mail,
      where('outbox.state', '==', 'sending'),
      where('outbox.leaseExpiresAt', '<=', now),
    );
    const due = query(
      mail,
      where('outbox.state', 'in', ['pending', 'retry']),
      where('outbox.nextAttemptAt', '<=', now),
      orderBy('outbox.nextAttemptAt'),
    );
    expect(missingIndexes([expired, due], declared)).toEqual([]);
  });

  it('needs none for alert subscribers by cell, unread messages and waiting digests', () => {
    const single = [
      query(
        collection(db, 'users'),
        where('eventAlerts.cells', 'array-contains-any', ['16:a', '17:b']),
      ),
      query(collection(db, 'users/u/notifications'), where('readAt', '==', null)),
      query(collection(db, 'alertDigests')),
    ];
    expect(missingIndexes(single, [])).toEqual([]);
  });

  it('needs none for the single-field lookups (venue, fundaxer and applicant syncs, search)', () => {
    const single = [
      query(events, where('venueId', '==', 'v')),
      query(events, where('fundaxerId', '==', 'f')),
      query(collection(db, 'ledger'), where('eventId', '==', 'e')),
      query(collection(db, 'applications'), where('applicantId', '==', 'a')),
      // The search functions' check for changed catalogue shards: rev, then document id.
      query(collection(db, 'searchCatalogue'), orderBy('rev'), orderBy(documentId())),
    ];
    expect(missingIndexes(single, [])).toEqual([]);
  });
});
