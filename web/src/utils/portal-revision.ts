import type {
  ChangeRow,
  ConsentState,
  FundaxerConsentState,
  PayoutParty,
  Revision,
  RevisionState,
} from '@fundax/core';

import type { PortalEvent } from './portal-event';

// A change to one of the user's approved listings, waiting as a revision (or last reviewed), as
// the portal keeps it: plain data, with its rows already worded for the page. The events part
// (the edit form starts from what the change proposes) and the proposals part (answering it)
// both read it through these.

/** The fields an event revision proposes, dates as ISO strings. */
export interface EventChangesView {
  title?: string;
  description?: string;
  eventStart?: string;
  eventEnd?: string;
  giveback?: {
    percent: number;
    terms: string;
    exclusions: string;
    partnerSharePercent: number | null;
  };
  fundaxerId?: string | null;
  fundaxerName?: string | null;
}

export interface RevisionView {
  id: string;
  targetType: Revision['targetType'];
  targetId: string;
  /** The listing's approved title or name. */
  title: string;
  state: RevisionState;
  /** An admin's reason for rejecting it. */
  reason: string | null;
  consent: { partner: ConsentState; fundaxer: FundaxerConsentState; reason: string | null };
  partnerId: string;
  organizerId: string;
  /** The fundaxer the event would have once the change applies. */
  fundaxerId: string | null;
  proposedBy: string;
  updatedAt: string;
  /** What it changes, approved value beside proposed, worded by core. */
  rows: ChangeRow[];
  /** An event change's proposed values (empty for a venue's). */
  changes: EventChangesView;
}

/** The side the user answers for on a change still waiting for it, or null. */
export function revisionSideAskedOf(revision: RevisionView, uid: string): PayoutParty | null {
  if (revision.state !== 'pending') return null;
  if (revision.partnerId === uid && revision.consent.partner === 'awaiting') return 'partner';
  if (revision.fundaxerId === uid && revision.consent.fundaxer === 'awaiting') return 'fundaxer';
  return null;
}

/**
 * The event as its pending change would make it: what the owner's edit form starts from, so a
 * second edit builds on the first (and setting a field back to its approved value takes it out
 * of the change). Without a pending change, the event itself.
 */
export function proposedVersion(event: PortalEvent, revision: RevisionView | null): PortalEvent {
  if (!revision || revision.state !== 'pending' || revision.targetType !== 'event') return event;
  const { giveback, ...changes } = revision.changes;
  return {
    ...event,
    ...changes,
    ...(giveback
      ? {
          givebackPercent: giveback.percent,
          givebackTerms: giveback.terms,
          givebackExclusions: giveback.exclusions,
          partnerSharePercent: giveback.partnerSharePercent,
        }
      : {}),
  };
}
