import {
  type EventMaterial,
  type EventRevision,
  type FundaxEvent,
  type Proposer,
  type WithId,
  consentForProposal,
  dealDiffers,
  eventMaterialOf,
  materialDiff,
  sameValue,
} from '@fundax/core';

import { fundaxerChange } from './event-edit';

export type RevisionStep =
  { action: 'keep' } | { action: 'withdraw' } | { action: 'write'; revision: EventRevision };

interface RevisionEdit {
  event: WithId<FundaxEvent>;
  /** The listing's revision while it is pending, else null. */
  pending: EventRevision | null;
  /** The material fields as the edit proposes them (over the pending proposal). */
  proposed: EventMaterial;
  proposer: Proposer;
  uid: string;
  now: Date;
}

/** The version a pending revision proposes: the approved event with its changes over it. */
export function pendingProposal(
  event: Pick<FundaxEvent, keyof EventMaterial>,
  pending: EventRevision | null,
): EventMaterial {
  return { ...eventMaterialOf(event), ...(pending?.changes ?? {}) };
}

/**
 * What an owner's material edit of an approved event does to its revision: the revision holds
 * every field whose proposed value differs from the approved one. An edit back to the approved
 * values withdraws it; an edit that proposes nothing new keeps it as it is. The other side is
 * asked again only when the proposed deal (dates, terms, fundaxer) changes; a reworded revision
 * keeps the answers already given.
 */
export function eventRevisionAfterEdit({
  event,
  pending,
  proposed,
  proposer,
  uid,
  now,
}: RevisionEdit): RevisionStep {
  const approved = eventMaterialOf(event);
  const { changes, current } = materialDiff(proposed, approved);
  if (Object.keys(changes).length === 0)
    return pending ? { action: 'withdraw' } : { action: 'keep' };
  if (pending && sameValue(changes, pending.changes)) return { action: 'keep' };
  const before = pending ? pendingProposal(event, pending) : null;
  const sameDeal =
    before !== null && !dealDiffers(proposed, before) && proposed.fundaxerId === before.fundaxerId;
  const consent =
    pending && sameDeal
      ? pending.consent
      : consentForProposal({
          proposer,
          previous: event.consent,
          fundaxer: fundaxerChange(proposed.fundaxerId, approved.fundaxerId),
          dealChanged: dealDiffers(proposed, approved),
        });
  return {
    action: 'write',
    revision: {
      targetType: 'event',
      targetId: event.id,
      title: event.title,
      partnerId: event.partnerId,
      organizerId: event.organizerId,
      fundaxerId: proposed.fundaxerId,
      currentFundaxerId: event.fundaxerId,
      consent,
      state: 'pending',
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      proposedBy: uid,
      createdAt: pending?.createdAt ?? now,
      updatedAt: now,
      endsAt: event.eventEnd,
      changes,
      current,
    },
  };
}
