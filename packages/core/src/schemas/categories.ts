import { z } from 'zod';

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
export const venueCategorySchema = z.enum(VENUE_CATEGORIES, {
  error: 'Choose a business category.',
});
export type VenueCategory = z.infer<typeof venueCategorySchema>;

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
export const causeCategorySchema = z.enum(CAUSE_CATEGORIES, { error: 'Choose a cause category.' });
export type CauseCategory = z.infer<typeof causeCategorySchema>;

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
export const networkCategorySchema = z.enum(NETWORK_CATEGORIES, {
  error: 'Choose a business category.',
});
export type NetworkCategory = z.infer<typeof networkCategorySchema>;
