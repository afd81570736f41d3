import { DocumentParseError, collections, successStorySchema } from '@fundax/core';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import * as queries from '.';
import { readConverter } from './converters';

const snapshot = (id: string, data: unknown) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

const story = {
  title: 'Duranes raised its library fund',
  summary: 'Four give-back nights paid for 300 new books.',
  body: 'Families and neighbours came out to four give-back nights across Old Town.',
  category: 'schools',
  published: true,
  publishedAt: { seconds: 1_790_000_000, nanoseconds: 0 },
  createdAt: { seconds: 1_789_000_000, nanoseconds: 0 },
  updatedAt: { seconds: 1_790_000_000, nanoseconds: 0 },
};

const stories = readConverter('successStories', successStorySchema);

describe('read converters', () => {
  it('exists for every collection a client reads, named after it', () => {
    // Written by functions and read by none: the outbox and the alert digests.
    const unread = ['alertDigests', 'mail'];
    const exported = Object.entries(queries).filter(
      ([name, value]) => name.endsWith('Converter') && typeof value === 'object',
    );
    const named = exported.map(([, converter]) => (converter as { collection: string }).collection);
    expect(named.sort()).toEqual(
      Object.keys(collections)
        .filter((name) => !unread.includes(name))
        .sort(),
    );
    for (const [name, converter] of exported) {
      expect(name).toBe(`${(converter as { collection: string }).collection}Converter`);
    }
  });

  it('parses a document by its schema, with defaults and dates, and adds its id', () => {
    const read = stories.fromFirestore(snapshot('s-1', story));
    expect(read).toMatchObject({ id: 's-1', title: story.title, fundaxerId: null });
    expect(read.publishedAt).toEqual(new Date(1_790_000_000_000));
  });

  it('reports a bad document by collection, id and field, never its content', () => {
    const bad = { ...story, title: 'Secret: 505-555-0134', published: 'yes' };
    let thrown: unknown;
    try {
      stories.fromFirestore(snapshot('s-2', bad));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DocumentParseError);
    const { message, id, paths } = thrown as DocumentParseError;
    expect({ id, paths }).toEqual({ id: 's-2', paths: ['published'] });
    expect(message).toContain('successStories/s-2');
    expect(message).not.toContain('505-555-0134');
  });

  it('refuses to write: clients change data only through the callables', () => {
    expect(() => queries.venuesConverter.toFirestore({} as never)).toThrow(/never write/);
  });
});
