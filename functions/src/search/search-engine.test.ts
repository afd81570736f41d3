import {
  type CatalogueEntry,
  type EventEntry,
  type ProfileEntry,
  type VenueEntry,
} from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { SearchEngine, type SearchRequest } from './search-engine';

const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400;
const nowSeconds = NOW.getTime() / 1000;

const event = (t: string, days: number, x: EventEntry['x'] = 'approved'): EventEntry => ({
  k: 'e',
  t,
  v: 'Nob Hill Taproom',
  f: null,
  c: 'environment',
  s: nowSeconds + days * DAY,
  n: nowSeconds + days * DAY + 3 * 3600,
  x,
});
const venue = (t: string, x: VenueEntry['x'] = 'approved'): VenueEntry => ({
  k: 'v',
  t,
  a: '1502 4th St SW, Albuquerque, NM 87102',
  c: 'restaurant',
  o: 'partner-1',
  x,
});
const profile = (t: string, g: string | null, x: ProfileEntry['x'] = 'listed'): ProfileEntry => ({
  k: 'p',
  t,
  r: 'fundaxer',
  o: null,
  g,
  c: 'schools',
  x,
});

const CATALOGUE: [string, CatalogueEntry][] = [
  ['e:hops', event('Garden Hops Night', 10)],
  ['e:hops-2025', event('Garden Hops Night', -300)],
  ['e:pending', event('Secret Hops Tasting', 5, 'pending')],
  ['e:cancelled', event('Hops Farewell', 5, 'cancelled')],
  ['v:pena', venue('Peña Blanca Tacos')],
  ['v:rejected', venue('Garden Gnome Grill', 'rejected')],
  ['v:barelas', venue('Barelas Coffee House')],
  ['v:sopaipilla', venue('Sopaipilla Factory')],
  ['p:dana', profile('Dana Yazzie', 'Band trip to state')],
  ['p:unlisted', profile('Hidden Hopper', 'Hops for school', 'unlisted')],
  ['p:angel', { ...profile('Priya Raman', null), r: 'angel' }],
];

function engine(audience: 'public' | 'admin') {
  const built = new SearchEngine(audience);
  built.load(CATALOGUE);
  return built;
}

const ask = (query: string, more: Partial<SearchRequest> = {}) => ({
  query,
  limit: 20,
  now: NOW,
  ...more,
});
const ids = (built: SearchEngine, query: string, more: Partial<SearchRequest> = {}) =>
  built.search(ask(query, more)).map((hit) => hit.id);

describe('the public search engine', () => {
  const publicEngine = engine('public');

  it('forgives a typo per word: "gardn hops" finds Garden Hops Night', () => {
    expect(ids(publicEngine, 'gardn hops')[0]).toBe('hops');
    expect(ids(publicEngine, 'sopapila')).toEqual(['sopaipilla']);
  });

  it('ignores accents both ways: "Pena" finds Peña and "peña" too', () => {
    expect(ids(publicEngine, 'Pena')).toEqual(['pena']);
    expect(ids(publicEngine, 'PEÑA blanca')).toEqual(['pena']);
  });

  it('matches the start of any word of a name: "hop" and "coff"', () => {
    expect(ids(publicEngine, 'hop')).toEqual(['hops', 'hops-2025']);
    expect(ids(publicEngine, 'coff')).toEqual(['barelas']);
  });

  it('ranks an upcoming event before a past one of the same name', () => {
    const hits = publicEngine.search(ask('garden hops night'));
    expect(hits.map((hit) => [hit.id, hit.past])).toEqual([
      ['hops', false],
      ['hops-2025', true],
    ]);
  });

  it('ranks items matching every word before those matching some', () => {
    const hits = publicEngine.search(ask('barelas tacos'));
    expect(hits.map((hit) => hit.id).sort()).toEqual(['barelas', 'pena']);
    const both = engine('public');
    both.set('v:both', venue('Barelas Tacos'));
    const ranked = both.search(ask('barelas tacos'));
    expect(ranked[0]).toMatchObject({ id: 'both', complete: true });
    expect(ranked.slice(1).every((hit) => !hit.complete)).toBe(true);
  });

  it('ranks a name match above a match on other words', () => {
    const built = new SearchEngine('public');
    built.load([
      ['v:a', { ...venue('Corner Store'), a: '1 Tacos Way' }],
      ['v:b', venue('Tacos Mesa')],
    ]);
    expect(ids(built, 'tacos')).toEqual(['b', 'a']);
  });

  it('ranks a name holding every word before a match spread over other names', () => {
    const built = new SearchEngine('public');
    built.load([
      ['e:library', { ...event('Library Night at Baca’s', 5), v: 'Baca’s Green Chile Kitchen' }],
      ['v:bacas', venue('Baca’s Green Chile Kitchen – Old Town')],
    ]);
    const hits = built.search(ask('bacas kitchn'));
    expect(hits.map((hit) => [hit.id, hit.complete, hit.inName])).toEqual([
      ['bacas', true, true],
      ['library', true, false],
    ]);
  });

  it('finds fundraisers by title and by the fundaxer’s name, as fundraisers', () => {
    expect(publicEngine.search(ask('band trip'))[0]).toMatchObject({
      kind: 'fundraiser',
      id: 'dana',
    });
    expect(ids(publicEngine, 'yazzie')).toEqual(['dana']);
  });

  it('never holds a pending, rejected, cancelled or unlisted item, nor a profile without a fundraiser', () => {
    for (const query of ['secret', 'gnome', 'farewell', 'hidden hopper', 'priya']) {
      expect(ids(publicEngine, query).filter((id) => !id.startsWith('hops'))).toEqual([]);
    }
    expect(publicEngine.size).toBe(6);
  });

  it('keeps to the kinds asked for, and to the limit', () => {
    expect(ids(publicEngine, 'hops', { kinds: ['venue'] })).toEqual([]);
    expect(ids(publicEngine, 'hops', { kinds: ['event'], limit: 1 })).toEqual(['hops']);
  });

  it('answers nothing for punctuation or small words alone', () => {
    expect(ids(publicEngine, '?!')).toEqual([]);
    expect(ids(publicEngine, 'the')).toEqual([]);
  });

  it('follows changes: a hidden item leaves, a renamed one is found by its new name', () => {
    const built = engine('public');
    built.set('v:pena', venue('Peña Blanca Tacos', 'removed'));
    expect(ids(built, 'pena')).toEqual([]);
    built.set('v:barelas', venue('Barelas Cafe'));
    expect(ids(built, 'coffee')).toEqual([]);
    expect(ids(built, 'barelas cafe')).toEqual(['barelas']);
    built.set('v:barelas', null);
    expect(ids(built, 'barelas')).toEqual([]);
    built.set('v:new', venue('Zia Diner'));
    expect(ids(built, 'zia')).toEqual(['new']);
  });
});

describe('the admin search engine', () => {
  const adminEngine = engine('admin');

  it('holds every item, hidden ones included, with profiles as profiles', () => {
    expect(adminEngine.size).toBe(CATALOGUE.length);
    expect(ids(adminEngine, 'secret')).toEqual(['pending']);
    expect(ids(adminEngine, 'gnome')).toEqual(['rejected']);
    expect(adminEngine.search(ask('priya'))[0]).toMatchObject({ kind: 'profile', id: 'angel' });
    expect(ids(adminEngine, 'hops school')).toContain('unlisted');
  });

  it('puts a record found by its exact id first', () => {
    const hits = adminEngine.search(ask('barelas'));
    expect(hits[0]?.id).toBe('barelas');
    const byId = adminEngine.search(ask('hops'));
    expect(byId[0]).toMatchObject({ id: 'hops', exactId: true });
    expect(byId[0]?.score).toBeGreaterThanOrEqual(byId[1]?.score ?? 0);
    expect(ids(adminEngine, 'hops', { kinds: ['venue'] })).toEqual([]);
  });
});
