import { z } from '../zod';
import { CAUSE_CATEGORIES, NETWORK_CATEGORIES, VENUE_CATEGORIES } from './category-lists';

// The lists and their types live in category-lists.ts (no zod); re-exported here with the schemas.
export * from './category-lists';

export const venueCategorySchema = z.enum(VENUE_CATEGORIES, {
  error: 'Choose a business category.',
});

export const causeCategorySchema = z.enum(CAUSE_CATEGORIES, { error: 'Choose a cause category.' });

export const networkCategorySchema = z.enum(NETWORK_CATEGORIES, {
  error: 'Choose a business category.',
});
