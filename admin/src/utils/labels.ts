import type {
  AuditAction,
  CauseCategory,
  NetworkCategory,
  PayoutParty,
  Role,
  VenueCategory,
} from '@fundax/core';

/** How stored keys read in the console (the values are kebab-case keys). */
export const CAUSE_LABELS: Record<CauseCategory, string> = {
  schools: 'Schools',
  'youth-sports': 'Youth sports',
  health: 'Health',
  animals: 'Animals',
  arts: 'Arts',
  community: 'Community',
  faith: 'Faith',
  environment: 'Environment',
  other: 'Other',
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
  other: 'Other',
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
  other: 'Other',
};

export const ROLE_LABELS: Record<Role, string> = {
  partner: 'Partner',
  fundaxer: 'Fundaxer',
  angel: 'Angel',
};

export const PARTY_LABELS: Record<PayoutParty, string> = {
  partner: 'Partner',
  fundaxer: 'Fundaxer',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'event.approve': 'Event approved',
  'event.reject': 'Event rejected',
  'event.cancel': 'Event cancelled',
  'event.special': 'Event featuring changed',
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
