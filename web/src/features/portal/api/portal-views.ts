import {
  type Application,
  type CauseCategory,
  type DisbursalMark,
  type FundaxEvent,
  type LedgerEntry,
  type NetworkCategory,
  type PayoutParty,
  type PublicEvent,
  type Profile,
  type Resource,
  type SupportRequest,
  type Venue,
  type VenueCategory,
  type WithId,
  toPublicEvent,
} from '@fundax/core';

// What the portal keeps of each document it reads: plain data with dates as ISO strings, so the
// slice stays serialisable. Only the fields the portal shows or edits.

export interface PayoutMark {
  paidAt: string;
  entryId: string;
}

/**
 * One of the signed-in user's events, in every review state: what anyone may see of it, plus who
 * organised it, where its review stands and whether each payout is marked paid.
 */
export interface PortalEvent extends PublicEvent {
  organizerId: string;
  /** The qualifying sales the partner reported, or null before the results. */
  salesCents: number | null;
  status: {
    approved: boolean | null;
    reason: string | null;
    disabled: boolean;
    cancelled: boolean;
    cancelReason: string | null;
  };
  disbursal: Record<PayoutParty, PayoutMark | null>;
}

/** One of a partner's venues, in every review state. */
export interface PortalVenue {
  id: string;
  ownerId: string;
  name: string;
  address: string;
  category: VenueCategory;
  description: string;
  phone: string | null;
  website: string | null;
  lat: number;
  lng: number;
  status: { approved: boolean | null; reason: string | null; disabled: boolean };
}

/** A payout or a reversal paid to the signed-in user. */
export interface LedgerView {
  id: string;
  kind: 'payment' | 'reversal';
  eventId: string;
  party: PayoutParty;
  amountCents: number;
  reference: string;
  reason: string | null;
  recordedAt: string;
}

/** The signed-in user's public profile, as the profile forms edit it. */
export interface OwnProfile {
  displayName: string;
  bio: string;
  city: string | null;
  website: string | null;
  categories: NetworkCategory[];
  fundraiser: {
    title: string;
    story: string;
    category: CauseCategory;
    goalCents: number;
    raisedCents: number;
  } | null;
  listed: boolean;
}

export interface SupportRequestView {
  id: string;
  subject: string;
  message: string;
  status: 'open' | 'resolved';
  resolution: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

export interface ResourceView {
  id: string;
  kind: 'video' | 'document';
  title: string;
  description: string;
  url: string;
  audience: Resource['audience'];
  sizeBytes: number | null;
  durationSeconds: number | null;
}

/** An angel's application: where its review stands and what is owed. */
export interface ApplicationView {
  id: string;
  submitDate: number;
  approved: boolean | null;
  reason: string | null;
  dues: { amountCents: number; status: 'due' | 'paid' } | null;
}

/** A venue an event can be created at (the form's choices). */
export interface VenueOption {
  id: string;
  name: string;
  address: string;
  /** Partners' own venues may still await review; fundaxers only see approved ones. */
  pending: boolean;
}

/** A listed fundaxer a partner can name on an event. */
export interface FundaxerOption {
  id: string;
  displayName: string;
  fundraiserTitle: string | null;
}

const markView = (mark: DisbursalMark | null): PayoutMark | null =>
  mark && { paidAt: mark.paidAt.toISOString(), entryId: mark.entryId };

export function toPortalEvent(event: WithId<FundaxEvent>): PortalEvent {
  return {
    ...toPublicEvent(event),
    organizerId: event.organizerId,
    salesCents: event._protected.resultsReported ? event.salesCents : null,
    status: {
      approved: event._status.approved,
      reason: event._status.reason,
      disabled: event._status.disabled,
      cancelled: event._status.cancelled,
      cancelReason: event._status.cancelReason,
    },
    disbursal: {
      partner: markView(event._protected.disbursal.partner),
      fundaxer: markView(event._protected.disbursal.fundaxer),
    },
  };
}

export function toPortalVenue(venue: WithId<Venue>): PortalVenue {
  return {
    id: venue.id,
    ownerId: venue.ownerId,
    name: venue.name,
    address: venue.address,
    category: venue.category,
    description: venue.description,
    phone: venue.phone,
    website: venue.website,
    lat: venue._geoloc.lat,
    lng: venue._geoloc.lng,
    status: {
      approved: venue._status.approved,
      reason: venue._status.reason,
      disabled: venue._status.disabled,
    },
  };
}

export function toLedgerView(entry: WithId<LedgerEntry>): LedgerView {
  return {
    id: entry.id,
    kind: entry.kind,
    eventId: entry.eventId,
    party: entry.party,
    amountCents: entry.amountCents,
    reference: entry.reference,
    reason: entry.reason,
    recordedAt: entry.recordedAt.toISOString(),
  };
}

export function toOwnProfile(profile: WithId<Profile>): OwnProfile {
  const { fundraiser } = profile;
  return {
    displayName: profile.displayName,
    bio: profile.bio,
    city: profile.city,
    website: profile.website,
    categories: profile.categories,
    fundraiser: fundraiser && {
      title: fundraiser.title,
      story: fundraiser.story,
      category: fundraiser.category,
      goalCents: fundraiser.goalCents,
      raisedCents: fundraiser.raisedCents,
    },
    listed: profile.listed,
  };
}

export function toSupportRequestView(request: WithId<SupportRequest>): SupportRequestView {
  return {
    id: request.id,
    subject: request.subject,
    message: request.message,
    status: request.status,
    resolution: request.resolution,
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

export function toResourceView(resource: WithId<Resource>): ResourceView {
  return {
    id: resource.id,
    kind: resource.kind,
    title: resource.title,
    description: resource.description,
    url: resource.url,
    audience: resource.audience,
    sizeBytes: resource.sizeBytes,
    durationSeconds: resource.durationSeconds,
  };
}

export function toApplicationView(application: WithId<Application>): ApplicationView {
  return {
    id: application.id,
    submitDate: application.submitDate,
    approved: application._status.approved,
    reason: application._status.reason,
    dues: application.dues && {
      amountCents: application.dues.amountCents,
      status: application.dues.status,
    },
  };
}
