import type { AuditAction } from './schemas/audit-log';
import type { PayoutParty } from './schemas/events';
import type { Role } from './schemas/roles';
import type { ListingState } from './rules/listing-state';

// How records read in every app: people's roles, the parties paid, a listing's state, what an
// audit entry records, and the name a profile goes by. Apart from labels.ts (the categories),
// which the public nearby search loads on home's first route without these.

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
