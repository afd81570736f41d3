import type { PayoutParty, Proposer } from '@fundax/core';

interface Sides {
  partnerId: string;
  organizerId: string;
  fundaxerId: string | null;
}

/**
 * Who proposes a change: the venue's partner, the fundaxer side (the organizing fundaxer or the
 * named one), or an admin acting for neither side.
 */
export function proposerOf(event: Sides, caller: { uid: string; admin: boolean }): Proposer {
  if (caller.uid === event.partnerId) return 'partner';
  if (caller.uid === event.fundaxerId || caller.uid === event.organizerId) return 'fundaxer';
  return 'admin';
}

/** The sides of an event (or of a revision, with the fundaxer it would have) a user is on. */
export function sidesOf(
  parties: { partnerId: string; fundaxerId: string | null },
  uid: string,
): PayoutParty[] {
  const sides: PayoutParty[] = [];
  if (parties.partnerId === uid) sides.push('partner');
  if (parties.fundaxerId === uid) sides.push('fundaxer');
  return sides;
}
