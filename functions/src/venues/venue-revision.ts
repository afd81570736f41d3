import {
  type VenueMaterial,
  type VenueRevision,
  type WithId,
  type DocumentOf,
  materialDiff,
  sameValue,
  venueMaterialOf,
} from '@fundax/core';

export type VenueRevisionStep =
  { action: 'keep' } | { action: 'withdraw' } | { action: 'write'; revision: VenueRevision };

/**
 * What an owner's edit of an approved venue's material fields (name, address, location,
 * website) does to its revision: it holds every field whose proposed value differs from the
 * approved one; an edit back to the approved values withdraws it. A venue has one side (its
 * owner), so nobody else is asked: only an admin reviews it.
 */
export function venueRevisionAfterEdit({
  venue,
  pending,
  proposed,
  uid,
  now,
}: {
  venue: WithId<DocumentOf<'venues'>>;
  pending: VenueRevision | null;
  proposed: VenueMaterial;
  uid: string;
  now: Date;
}): VenueRevisionStep {
  const { changes, current } = materialDiff(proposed, venueMaterialOf(venue));
  if (Object.keys(changes).length === 0)
    return pending ? { action: 'withdraw' } : { action: 'keep' };
  if (pending && sameValue(changes, pending.changes)) return { action: 'keep' };
  return {
    action: 'write',
    revision: {
      targetType: 'venue',
      targetId: venue.id,
      title: venue.name,
      partnerId: venue.ownerId,
      organizerId: venue.ownerId,
      fundaxerId: null,
      currentFundaxerId: null,
      consent: { partner: 'agreed', fundaxer: 'none', reason: null, respondedAt: null },
      state: 'pending',
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      proposedBy: uid,
      createdAt: pending?.createdAt ?? now,
      updatedAt: now,
      endsAt: null,
      changes,
      current,
    },
  };
}
