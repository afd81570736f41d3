import type { GeocodePrecision } from './geo/location-origin';
import type { CauseCategory, NetworkCategory, VenueCategory } from './schemas/categories';

// How stored keys read in every app (the stored values are kebab-case keys). One wording for the
// public site, the portal, the console and the phone: a category names one thing ("Café"), so
// it reads the same on a card, in a filter and as a heading. The categories and the kinds of
// place found are here, with nothing else: home's nearby search loads this module on its first
// route; how records' roles, states and audit actions read is in record-labels.ts.

export const CAUSE_LABELS: Record<CauseCategory, string> = {
  schools: 'Schools',
  'youth-sports': 'Youth sports',
  health: 'Health',
  animals: 'Animals',
  arts: 'Arts',
  community: 'Community',
  faith: 'Faith',
  environment: 'Environment',
  other: 'Other cause',
};

export const VENUE_LABELS: Record<VenueCategory, string> = {
  restaurant: 'Restaurant',
  cafe: 'Café',
  brewery: 'Brewery or taproom',
  bakery: 'Bakery',
  retail: 'Shop',
  entertainment: 'Entertainment',
  fitness: 'Fitness',
  services: 'Services',
  other: 'Other business',
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
  nonprofit: 'Nonprofit',
  other: 'Other field',
};

/** What a geocoded place is, beside its name where people pick among places found. */
export const GEOCODE_PRECISION_LABELS: Record<GeocodePrecision, string> = {
  address: 'Street address',
  street: 'Street',
  zip: 'ZIP code area',
  city: 'Town',
};
