import type { RecordResult, SearchResult } from '@fundax/core';

import type { SearchHit } from './search-engine';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** Scores go out to three decimals: more only look precise. */
const rounded = (score: number) => Math.round(score * 1000) / 1000;

/** A public hit as the caller sees it (see searchResultSchema). */
export function toSearchResult({ entry, id, score }: SearchHit): SearchResult {
  const found = { id, score: rounded(score) };
  switch (entry.k) {
    case 'e':
      return {
        kind: 'event',
        ...found,
        title: entry.t,
        subtitle: entry.v,
        eventStart: iso(entry.s),
        eventEnd: iso(entry.n),
      };
    case 'v':
      return { kind: 'venue', ...found, title: entry.t, subtitle: entry.a, partnerId: entry.o };
    case 'p':
      return { kind: 'fundraiser', ...found, title: entry.g ?? entry.t, subtitle: entry.t };
  }
}

/** An admin hit: any record, with the state that says whether the public sees it. */
export function toRecordResult({ entry, id, score }: SearchHit): RecordResult {
  const found = { id, score: rounded(score), title: entry.t, state: entry.x };
  switch (entry.k) {
    case 'e':
      return { kind: 'event', ...found, subtitle: entry.v };
    case 'v':
      return { kind: 'venue', ...found, subtitle: entry.a };
    case 'p':
      return {
        kind: 'profile',
        ...found,
        subtitle: [entry.r, entry.o].filter(Boolean).join(' · '),
      };
  }
}
