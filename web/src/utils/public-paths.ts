// Addresses of the public pages, shared by every feature that links to them.
import type { SearchKind } from '@fundax/core';

export function eventPath(id: string): string {
  return `/event/${encodeURIComponent(id)}`;
}

/** /partner/{id} takes the partner's uid; ?venue= names the location to show first. */
export function partnerPath(uid: string, venueId?: string): string {
  const base = `/partner/${encodeURIComponent(uid)}`;
  return venueId ? `${base}?venue=${encodeURIComponent(venueId)}` : base;
}

/** Fundaxers have no page of their own: the listing shows one when given its id. */
export function fundaxerPath(uid: string): string {
  return `/fundaxer-listing?id=${encodeURIComponent(uid)}`;
}

export function storyPath(id: string): string {
  return `/successStory?id=${encodeURIComponent(id)}`;
}

export function angelPath(uid: string): string {
  return `/angels/${encodeURIComponent(uid)}`;
}

/**
 * /search?q=<words>&kinds=<kind,kind>: the public search's results. Kinds are named only when
 * the search is narrowed to some of the three (none or all: every kind).
 */
export function searchPath(query: string, kinds: readonly SearchKind[] = []): string {
  const params = new URLSearchParams({ q: query.trim() });
  const narrowed = [...new Set(kinds)];
  if (narrowed.length > 0 && narrowed.length < 3) params.set('kinds', narrowed.join(','));
  return `/search?${params.toString()}`;
}
