// The category lists as plain values (no zod): pages show and filter by them from their first
// screen (the home page's cause filter); the zod schemas for documents and contracts are built
// from them in categories.ts.

/** What kind of business a venue is (filters on the map and the businesses directory). */
export const VENUE_CATEGORIES = [
  'restaurant',
  'cafe',
  'brewery',
  'bakery',
  'retail',
  'entertainment',
  'fitness',
  'services',
  'other',
] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];

/** The business directory's category from its `?category=` (anything else: all of them). */
export function venueCategoryFromSearch(value: string | null): VenueCategory | null {
  return VENUE_CATEGORIES.find((category) => category === value) ?? null;
}

/** What an event raises money for (filters on the map, fundraiser listings). */
export const CAUSE_CATEGORIES = [
  'schools',
  'youth-sports',
  'health',
  'animals',
  'arts',
  'community',
  'faith',
  'environment',
  'other',
] as const;
export type CauseCategory = (typeof CAUSE_CATEGORIES)[number];

/** Business categories of angels and networking groups (/angels/top-categories). */
export const NETWORK_CATEGORIES = [
  'real-estate',
  'finance',
  'insurance',
  'legal',
  'marketing',
  'technology',
  'health-wellness',
  'home-services',
  'hospitality',
  'retail',
  'nonprofit',
  'other',
] as const;
export type NetworkCategory = (typeof NETWORK_CATEGORIES)[number];

/** Where networking groups meet (the group directory's sections and its form's choices). */
export const NETWORK_CITIES = ['Albuquerque', 'Rio Rancho'] as const;
