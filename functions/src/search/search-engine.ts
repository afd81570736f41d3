import { type CatalogueEntry, catalogueIdOf, searchWords } from '@fundax/core';
import MiniSearch from 'minisearch';

/** Which items an engine holds: the public's (visible listings, listed fundraisers) or all. */
export type SearchAudience = 'public' | 'admin';

/** Small words that say nothing about which item is meant ("night at the taproom"). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'de',
  'del',
  'el',
  'for',
  'in',
  'la',
  'las',
  'los',
  'of',
  'on',
  'the',
  'to',
  'y',
]);

/** A word matches longer words it begins ("hop" finds "hops") from two letters on. */
const PREFIX_FROM = 2;

/**
 * Typos forgiven per word: none under 4 letters (too many short words lie one edit apart), one
 * from 4 ("gardn"), two from 8 ("sopapila" still finds "sopaipilla" with room to spare).
 */
function typosAllowed(word: string): number | false {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return false;
}

interface IndexedItem {
  key: string;
  /** The name people search for: an event's title, a venue's or person's name, a fundraiser's. */
  title: string;
  /** Other names it goes by: venue and fundaxer of an event, a venue's address, and so on. */
  names: string;
  /** Its category words ("youth sports", "brewery"). */
  tags: string;
}

const words = (text: string) => searchWords(text).filter((word) => !STOP_WORDS.has(word));
const categoryWords = (category: string | null) => (category ?? '').replaceAll('-', ' ');

/** What an entry is indexed as for an audience, or null when that audience may not find it. */
function indexedItem(
  key: string,
  entry: CatalogueEntry,
  audience: SearchAudience,
): IndexedItem | null {
  const visible = audience === 'admin';
  switch (entry.k) {
    case 'e':
      if (!visible && entry.x !== 'approved') return null;
      return {
        key,
        title: entry.t,
        names: `${entry.v} ${entry.f ?? ''}`,
        tags: categoryWords(entry.c),
      };
    case 'v':
      if (!visible && entry.x !== 'approved') return null;
      return { key, title: entry.t, names: entry.a, tags: categoryWords(entry.c) };
    case 'p':
      if (visible) {
        return {
          key,
          title: entry.t,
          names: `${entry.o ?? ''} ${entry.g ?? ''}`,
          tags: `${entry.r} ${categoryWords(entry.c)}`,
        };
      }
      // The public finds a fundaxer's fundraiser, by its title and by the fundaxer's name.
      if (entry.x !== 'listed' || entry.r !== 'fundaxer' || entry.g === null) return null;
      return { key, title: entry.g, names: entry.t, tags: categoryWords(entry.c) };
  }
}

/** The kind a result is reported as, per audience. */
export type HitKind = 'event' | 'venue' | 'fundraiser' | 'profile';

function kindOf(entry: CatalogueEntry, audience: SearchAudience): HitKind {
  if (entry.k === 'e') return 'event';
  if (entry.k === 'v') return 'venue';
  return audience === 'public' ? 'fundraiser' : 'profile';
}

export interface SearchHit {
  kind: HitKind;
  id: string;
  entry: CatalogueEntry;
  score: number;
  /** Every word of the query matched (exactly, as a prefix or with a typo). */
  complete: boolean;
  /** As many of the name's own words matched as the query has: the name alone answers it. */
  inName: boolean;
  /** An event that has ended. */
  past: boolean;
  /** The query was this item's id (admins only). */
  exactId: boolean;
}

export interface SearchRequest {
  query: string;
  kinds?: readonly HitKind[] | undefined;
  limit: number;
  now: Date;
}

/**
 * The search engine over catalogue entries: MiniSearch (BM25 with prefix and fuzzy matching) on
 * folded words. One engine serves one audience; the public one never holds a hidden item, so
 * nothing about hidden items (not even their words' weights) can reach a visitor.
 */
export class SearchEngine {
  private readonly index = new MiniSearch<IndexedItem>({
    idField: 'key',
    fields: ['title', 'names', 'tags'],
    storeFields: [],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, names: 1.5, tags: 1 },
      prefix: (term) => term.length >= PREFIX_FROM,
      fuzzy: typosAllowed,
      combineWith: 'OR',
    },
  });
  /** Every entry this engine holds, by catalogue key. */
  private readonly held = new Map<string, CatalogueEntry>();

  constructor(readonly audience: SearchAudience) {}

  get size(): number {
    return this.held.size;
  }

  /** Puts an entry in (or takes it out, for null or an entry this audience may not find). */
  set(key: string, entry: CatalogueEntry | null): void {
    const item = entry && indexedItem(key, entry, this.audience);
    const had = this.held.has(key);
    if (had && !item) {
      this.index.discard(key);
      this.held.delete(key);
    } else if (item && entry) {
      if (had) this.index.replace(item);
      else this.index.add(item);
      this.held.set(key, entry);
    }
  }

  /** Adds many entries at once (a cold load): faster than one set() each. */
  load(entries: Iterable<[string, CatalogueEntry]>): void {
    const items: IndexedItem[] = [];
    for (const [key, entry] of entries) {
      const item = indexedItem(key, entry, this.audience);
      if (!item || this.held.has(key)) continue;
      items.push(item);
      this.held.set(key, entry);
    }
    this.index.addAll(items);
  }

  /**
   * The best matches, best first: items matching every word of the query before those matching
   * some, and among those, items whose name alone holds them all; then by score. Events that
   * have ended come after every other match. An admin's query that is a record's id puts that
   * record first.
   */
  search({ query, kinds, limit, now }: SearchRequest): SearchHit[] {
    const wanted = new Set(words(query));
    if (wanted.size === 0) return [];
    const allowed = kinds ? new Set(kinds) : null;
    const accepts = (entry: CatalogueEntry) =>
      !allowed || allowed.has(kindOf(entry, this.audience));
    const hits: SearchHit[] = [];
    const exact = this.audience === 'admin' ? this.byId(query.trim(), accepts) : [];
    for (const hit of exact) hits.push(hit);
    const results = this.index.search([...wanted].join(' '), {
      filter: (result) => {
        const entry = this.held.get(result.id as string);
        return entry !== undefined && accepts(entry);
      },
    });
    for (const result of results) {
      const key = result.id as string;
      const entry = this.held.get(key);
      if (!entry || exact.some((hit) => hit.entry === entry)) continue;
      hits.push({
        kind: kindOf(entry, this.audience),
        id: catalogueIdOf(key),
        entry,
        score: result.score,
        complete: new Set(result.queryTerms).size >= wanted.size,
        inName:
          Object.values(result.match as Record<string, string[]>).filter((fields) =>
            fields.includes('title'),
          ).length >= wanted.size,
        past: entry.k === 'e' && entry.n * 1000 < now.getTime(),
        exactId: false,
      });
    }
    hits.sort(byRank);
    // A record found by its id outranks any match by name; its score says so.
    const best = hits.reduce((most, hit) => Math.max(most, hit.score), 1);
    for (const hit of exact) hit.score = best;
    return hits.slice(0, limit);
  }

  private byId(id: string, accepts: (entry: CatalogueEntry) => boolean): SearchHit[] {
    return (['e', 'v', 'p'] as const).flatMap((letter) => {
      const entry = this.held.get(`${letter}:${id}`);
      if (!entry || !accepts(entry)) return [];
      return [
        {
          kind: kindOf(entry, this.audience),
          id,
          entry,
          score: 0,
          complete: true,
          inName: true,
          past: false,
          exactId: true,
        },
      ];
    });
  }
}

function byRank(a: SearchHit, b: SearchHit): number {
  return (
    Number(b.exactId) - Number(a.exactId) ||
    Number(a.past) - Number(b.past) ||
    Number(b.complete) - Number(a.complete) ||
    Number(b.inName) - Number(a.inName) ||
    b.score - a.score ||
    a.id.localeCompare(b.id)
  );
}
