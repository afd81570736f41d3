import {
  type ChangeRow,
  type ConsentState,
  type FundaxerConsentState,
  type PayoutParty,
  type Revision,
  type RevisionState,
  type WithId,
  revisionChangeRows,
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

const iso = (value: Date | undefined) => value?.toISOString();

export function toRevisionView(revision: WithId<Revision>): RevisionView {
  const changes: EventChangesView = {};
  if (revision.targetType === 'event') {
    const c = revision.changes;
    if (c.title !== undefined) changes.title = c.title;
    if (c.description !== undefined) changes.description = c.description;
    if (c.eventStart !== undefined) changes.eventStart = iso(c.eventStart);
    if (c.eventEnd !== undefined) changes.eventEnd = iso(c.eventEnd);
    if (c.giveback !== undefined) changes.giveback = { ...c.giveback };
    if (c.fundaxerId !== undefined) changes.fundaxerId = c.fundaxerId;
    if (c.fundaxerName !== undefined) changes.fundaxerName = c.fundaxerName;
  }
  return {
    id: revision.id,
    targetType: revision.targetType,
    targetId: revision.targetId,
    title: revision.title,
    state: revision.state,
    reason: revision.reason,
    consent: {
      partner: revision.consent.partner,
      fundaxer: revision.consent.fundaxer,
      reason: revision.consent.reason,
    },
    partnerId: revision.partnerId,
    organizerId: revision.organizerId,
    fundaxerId: revision.fundaxerId,
    proposedBy: revision.proposedBy,
    updatedAt: revision.updatedAt.toISOString(),
    rows: revisionChangeRows(revision),
    changes,
  };
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
