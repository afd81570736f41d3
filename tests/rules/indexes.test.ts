// The composite-index check on its own (no emulator needed: it only builds queries).
import { deleteApp, initializeApp } from 'firebase/app';
import { collection, getFirestore, or, orderBy, query, where } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';

import { type CompositeIndex, missingIndexes } from './support/indexes';

const app = initializeApp({ projectId: 'demo-indexes' }, 'indexes-test');
const db = getFirestore(app);

// An app left open keeps the test worker alive for half a minute.
afterAll(() => deleteApp(app));
const events = collection(db, 'events');
const index = (...fields: [string, 'ASCENDING' | 'DESCENDING'][]): CompositeIndex => ({
  collectionGroup: 'events',
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

describe('composite index check', () => {
  it('needs none for one field, or for equality filters alone (index merging)', () => {
    const single = query(events, orderBy('eventEnd', 'desc'));
    const equalities = query(events, where('a', '==', 1), where('b', '==', 2));
    expect(missingIndexes([single, equalities], [])).toEqual([]);
  });

  it('needs equality fields first, then the order, with the inequality field last', () => {
    const upcoming = query(events, where('a', '==', 1), where('end', '>=', 5), where('b', '!=', 2));
    expect(missingIndexes([upcoming], [])).toEqual([
      index(['a', 'ASCENDING'], ['b', 'ASCENDING'], ['end', 'ASCENDING']),
    ]);
    const ordered = query(events, where('a', '==', 1), orderBy('end', 'desc'));
    expect(missingIndexes([ordered], [index(['a', 'ASCENDING'], ['end', 'ASCENDING'])])).toEqual([
      index(['a', 'ASCENDING'], ['end', 'DESCENDING']),
    ]);
  });

  it('accepts the equality fields in any order, never the ordered ones', () => {
    const both = query(
      events,
      where('a', '==', 1),
      where('b', '==', 2),
      orderBy('x'),
      orderBy('y'),
    );
    const declared = index(
      ['b', 'ASCENDING'],
      ['a', 'ASCENDING'],
      ['x', 'ASCENDING'],
      ['y', 'ASCENDING'],
    );
    expect(missingIndexes([both], [declared])).toEqual([]);
    const swapped = index(
      ['a', 'ASCENDING'],
      ['b', 'ASCENDING'],
      ['y', 'ASCENDING'],
      ['x', 'ASCENDING'],
    );
    expect(missingIndexes([both], [swapped])).toHaveLength(1);
  });

  it('needs one index per branch of an or()', () => {
    const own = query(events, or(where('a', '==', 'u'), where('b', '==', 'u')), orderBy('start'));
    expect(missingIndexes([own], [index(['a', 'ASCENDING'], ['start', 'ASCENDING'])])).toEqual([
      index(['b', 'ASCENDING'], ['start', 'ASCENDING']),
    ]);
  });
});
