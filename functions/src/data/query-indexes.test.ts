// The composite indexes the functions' own queries need (the emulator does not enforce them).
// Each query is rebuilt with the client SDK's query builder, which only describes the query, and
// checked against firestore.indexes.json with the rules suite's index matcher.
import { readFileSync } from 'node:fs';

import { initializeApp } from 'firebase/app';
import { collection, getFirestore, orderBy, query, where } from 'firebase/firestore';
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

  it('covers the awaiting-payment schedule: ended approved events, paged by eventEnd', () => {
    const ended = query(
      events,
      where('_status.approved', '==', true),
      where('eventEnd', '<', now),
      orderBy('eventEnd'),
    );
    expect(missingIndexes([ended], declared)).toEqual([]);
  });

  it('needs none for the single-field lookups (venue, fundaxer and applicant syncs)', () => {
    const single = [
      query(events, where('venueId', '==', 'v')),
      query(events, where('fundaxerId', '==', 'f')),
      query(collection(db, 'applications'), where('applicantId', '==', 'a')),
    ];
    expect(missingIndexes(single, [])).toEqual([]);
  });
});
