import { describe, expect, it } from 'vitest';

import { parseDocument } from './parse-document';
import { DocumentParseError } from './stored-document';
import { cloneDocument, sampleDocuments } from './sample-documents.test-support';

describe('parseDocument', () => {
  it('parses a stored document and adds its id (docs/product.md §3.1)', () => {
    const venue = parseDocument('venues', 'venue-barelas', sampleDocuments.venues);
    expect(venue.id).toBe('venue-barelas');
    expect(venue.name).toBe('Barelas Coffee House');
    expect(venue.createdAt).toBeInstanceOf(Date);
  });

  it('reads a revision as exactly the fields it changes (no defaults added to them)', () => {
    const revision = parseDocument('revisions', 'event-taco-night', sampleDocuments.revisions);
    // A default (a picture of null, say) would read as a proposal to remove the picture.
    expect(Object.keys(revision.changes).sort()).toEqual(['eventEnd', 'eventStart']);
    expect(Object.keys(revision.current).sort()).toEqual(['eventEnd', 'eventStart']);
  });

  it('reports collection, id and failing paths, never the content', () => {
    const broken = {
      ...sampleDocuments.users,
      email: 12,
      phone: 'call 505 555 0134 after 5',
      displayName: '',
    };
    let error: unknown;
    try {
      parseDocument('users', 'uid-miguel', broken);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocumentParseError);
    const parseError = error as DocumentParseError;
    expect(parseError.collection).toBe('users');
    expect(parseError.id).toBe('uid-miguel');
    expect(parseError.paths.sort()).toEqual(['displayName', 'email', 'phone']);
    expect(parseError.message).toBe(
      'users/uid-miguel does not match its schema (fields: displayName, email, phone).',
    );
    const everything = JSON.stringify({ ...parseError, message: parseError.message });
    for (const secret of ['505', 'partner@fundax.test', 'Barelas', 'after 5']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('names nested paths with dots and lists each path once', () => {
    const event = cloneDocument<Record<string, unknown>>(sampleDocuments.events);
    (event._geoloc as Record<string, unknown>).lat = 'north';
    expect(() => parseDocument('events', 'e1', event)).toThrow('(fields: _geoloc.lat)');
  });

  it('says (root) when the document itself is not an object', () => {
    expect(() => parseDocument('ledger', 'l1', null)).toThrow(
      'ledger/l1 does not match its schema (fields: (root)).',
    );
    expect(() => parseDocument('ledger', 'l1', 'a string')).toThrow('(fields: (root))');
  });
});
