import type { GeocodePrecision } from './geo/location-origin';
import type { AuditAction } from './schemas/audit-log';
import type { CauseCategory, NetworkCategory, VenueCategory } from './schemas/categories';
import type { PayoutParty } from './schemas/events';
import type { Role } from './schemas/roles';
import type { ListingState } from './rules/listing-state';

// How stored keys read in every app (the stored values are kebab-case keys). One wording for the
// public site, the portal, the console and the phone: a category names one thing ("Café"), so
// it reads the same on a card, in a filter and as a heading.

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

export const ROLE_LABELS: Record<Role, string> = {
  partner: 'Partner',
  fundaxer: 'Fundaxer',
  angel: 'Angel',
};

export const PAYOUT_PARTY_LABELS: Record<PayoutParty, string> = {
  partner: 'Partner',
  fundaxer: 'Fundaxer',
};

/** A listing's state on a badge: the owner's words, used by the console too. */
export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  approved: 'Approved',
  pending: 'Pending review',
  awaiting: 'Awaiting the other side',
  declined: 'Declined',
  rejected: 'Not approved',
  expired: 'Expired unreviewed',
  cancelled: 'Cancelled',
  hidden: 'Hidden with its venue',
  removed: 'Removed',
};

/** What a geocoded place is, beside its name where people pick among places found. */
export const GEOCODE_PRECISION_LABELS: Record<GeocodePrecision, string> = {
  address: 'Street address',
  street: 'Street',
  zip: 'ZIP code area',
  city: 'Town',
};

/** What each audit entry records, as the console's log shows it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'event.approve': 'Event approved',
  'event.reject': 'Event rejected',
  'event.cancel': 'Event cancelled',
  'event.special': 'Event featuring changed',
  'event.accept': 'Event proposal accepted',
  'event.decline': 'Event proposal declined',
  'event.edit': 'Event edited',
  'event.results': 'Event results reported',
  'event.expire': 'Event expired unreviewed',
  'event.hide': 'Event hidden with its venue',
  'event.restore': 'Event restored with its venue',
  'venue.edit': 'Venue edited',
  'revision.approve': 'Change approved',
  'revision.reject': 'Change rejected',
  'venue.approve': 'Venue approved',
  'venue.reject': 'Venue rejected',
  'venue.disable': 'Venue disabled',
  'application.approve': 'Application approved',
  'application.reject': 'Application rejected',
  'application.dues-paid': 'Angel dues paid',
  'disbursal.mark': 'Payout recorded',
  'disbursal.reverse': 'Payout reversed',
  'admin.grant': 'Admin granted',
  'admin.revoke': 'Admin revoked',
  'account.delete': 'Account deleted by its owner',
  'support.resolve': 'Support request resolved',
  'story.save': 'Success story saved',
  'group.save': 'Networking group saved',
  'resource.save': 'Resource saved',
  'resource.delete': 'Resource removed',
};

/**
 * The name a directory, a card or a link preview shows for a partner, fundaxer or angel: the
 * business or organisation, else the person.
 */
export function profileName(profile: {
  organizationName: string | null;
  displayName: string;
}): string {
  return profile.organizationName ?? profile.displayName;
}
