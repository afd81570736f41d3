// Public records as the public pages keep them, for tests.
import {
  type GroupView,
  NETWORK_CATEGORIES,
  type NetworkCategory,
  type PublicProfile,
  SERVED_PAGE_ELEMENT_ID,
  type ServedDirectory,
  type ServedPage,
  servedPageJson,
} from '@fundax/core';

import type { StoryView } from '../features/stories/api/read-stories';

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'demo-fundaxer',
    role: 'fundaxer',
    displayName: 'Dana Yazzie',
    organizationName: 'Monte Vista Elementary PTA',
    bio: 'Parents raising money for the school library.',
    city: 'Albuquerque',
    website: null,
    imageUrl: null,
    categories: [],
    fundraiser: {
      title: 'New library books',
      story: 'Every dollar buys books our students choose.',
      category: 'schools',
      goalCents: 600_000,
      raisedCents: 61_250,
    },
    ...overrides,
  };
}

export function angelProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return publicProfile({
    id: 'demo-angel',
    role: 'angel',
    displayName: 'Priya Raman',
    organizationName: 'Raman Insurance Group',
    bio: 'Commercial insurance for small businesses.',
    city: 'Rio Rancho',
    categories: ['insurance'],
    fundraiser: null,
    ...overrides,
  });
}

/** A networking group as the directory keeps it. */
export function groupView(overrides: Partial<GroupView> = {}): GroupView {
  return {
    id: 'g-nob-hill',
    name: 'Nob Hill Referral Circle',
    description: 'Owners trading referrals over breakfast.',
    city: 'Albuquerque',
    meets: 'Tuesdays, 7 AM',
    address: null,
    venueId: null,
    categories: [],
    contactUrl: null,
    memberCount: 12,
    ...overrides,
  };
}

/** Puts a page's data in the document as the Hosting function serves it (functions/src/cards). */
export function serveInHtml(data: ServedPage | ServedDirectory): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVED_PAGE_ELEMENT_ID;
  script.textContent = servedPageJson(data);
  document.body.append(script);
}

export function storyView(overrides: Partial<StoryView> = {}): StoryView {
  return {
    id: 's-library',
    title: 'Books for Bel-Air',
    summary: 'Three give-back nights filled the school library.',
    body: 'It started with one taco night.\n\nBy spring the shelves were full.',
    category: 'schools',
    fundaxerId: null,
    eventId: null,
    raisedCents: 184_000,
    imageUrl: null,
    publishedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Counts per category: every one 0 unless given. */
export function categoryCounts(given: Partial<Record<NetworkCategory, number>>) {
  const byCategory = Object.fromEntries(
    NETWORK_CATEGORIES.map((category) => [category, given[category] ?? 0]),
  ) as Record<NetworkCategory, number>;
  return { total: Object.values(byCategory).reduce((sum, count) => sum + count, 0), byCategory };
}
