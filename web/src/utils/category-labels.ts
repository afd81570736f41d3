import type { CauseCategory, NetworkCategory, VenueCategory } from '@fundax/core';

/** How each category reads in the interface (the stored values are kebab-case keys). */
export const CAUSE_LABELS: Record<CauseCategory, string> = {
  schools: 'Schools',
  'youth-sports': 'Youth sports',
  health: 'Health',
  animals: 'Animals',
  arts: 'Arts',
  community: 'Community',
  faith: 'Faith',
  environment: 'Environment',
  other: 'Other causes',
};

export const VENUE_LABELS: Record<VenueCategory, string> = {
  restaurant: 'Restaurants',
  cafe: 'Cafés',
  brewery: 'Breweries and taprooms',
  bakery: 'Bakeries',
  retail: 'Shops',
  entertainment: 'Entertainment',
  fitness: 'Fitness',
  services: 'Services',
  other: 'Other businesses',
};

export const NETWORK_LABELS: Record<NetworkCategory, string> = {
  'real-estate': 'Real estate',
  finance: 'Finance and accounting',
  insurance: 'Insurance',
  legal: 'Legal',
  marketing: 'Marketing and design',
  technology: 'Technology',
  'health-wellness': 'Health and wellness',
  'home-services': 'Home services',
  hospitality: 'Hospitality',
  retail: 'Retail',
  nonprofit: 'Nonprofits',
  other: 'Other fields',
};
