import type { ConsentState, EventConsent, PayoutParty } from '../schemas/events';

/** Who makes a proposal: one side of the event, or an admin. */
export type Proposer = PayoutParty | 'admin';

/** The fundaxer of a proposal: none, the one the event (or the approved version) has, or another. */
export type ProposedFundaxer = 'none' | 'unchanged' | 'new';

export interface Proposal {
  proposer: Proposer;
  /** The consent as it stood: null for a new event. */
  previous: EventConsent | null;
  fundaxer: ProposedFundaxer;
  /** Whether the dates or give-back terms differ from what the other side agreed to. */
  dealChanged: boolean;
}

/**
 * Both sides must agree to an event's deal before an admin approves it. The side that proposes
 * (creates the event, or changes its dates, terms or fundaxer) agrees by proposing; the other
 * side is asked again whenever the deal changes, and a newly named fundaxer is always asked.
 * An admin's change keeps both sides' answers, except that a new fundaxer must accept. A
 * partner's event with no fundaxer needs nobody's acceptance.
 */
export function consentForProposal({
  proposer,
  previous,
  fundaxer,
  dealChanged,
}: Proposal): EventConsent {
  const asked = (side: PayoutParty, before: ConsentState | 'none' | undefined): ConsentState => {
    if (proposer === side) return 'agreed';
    if (before === undefined) return 'awaiting';
    if (proposer !== 'admin' && dealChanged) return 'awaiting';
    return before === 'none' ? 'awaiting' : before;
  };
  const partner = asked('partner', previous?.partner);
  const fundaxerState =
    fundaxer === 'none'
      ? 'none'
      : fundaxer === 'new'
        ? proposer === 'fundaxer'
          ? 'agreed'
          : 'awaiting'
        : asked('fundaxer', previous?.fundaxer);
  const unchanged =
    previous !== null && previous.partner === partner && previous.fundaxer === fundaxerState;
  return {
    partner,
    fundaxer: fundaxerState,
    reason: unchanged ? previous.reason : null,
    respondedAt: unchanged ? previous.respondedAt : null,
  };
}

/** Both sides agree (a missing fundaxer agrees to nothing and needs not). */
export function isConsentComplete(consent: Pick<EventConsent, 'partner' | 'fundaxer'>): boolean {
  return (
    consent.partner === 'agreed' &&
    consent.fundaxer !== 'awaiting' &&
    consent.fundaxer !== 'declined'
  );
}

/** The sides whose answer the event waits for, partner first. */
export function awaitedSides(consent: Pick<EventConsent, 'partner' | 'fundaxer'>): PayoutParty[] {
  return (['partner', 'fundaxer'] as const).filter((side) => consent[side] === 'awaiting');
}

/** The side that declined, if one did (the partner's answer first). */
export function decliningSide(
  consent: Pick<EventConsent, 'partner' | 'fundaxer'>,
): PayoutParty | null {
  if (consent.partner === 'declined') return 'partner';
  return consent.fundaxer === 'declined' ? 'fundaxer' : null;
}

/** Why an admin cannot approve yet, for the failed-precondition message; null when both agree. */
export function consentBlocker(consent: Pick<EventConsent, 'partner' | 'fundaxer'>): string | null {
  const declined = decliningSide(consent);
  if (declined) return `The ${declined} declined this proposal.`;
  const awaited = awaitedSides(consent);
  if (awaited.length === 0) return null;
  return `The ${awaited.join(' and the ')} ${awaited.length > 1 ? 'have' : 'has'} not accepted it yet.`;
}

/** The consent after `side` answers: accepted (agreed) or declined with the reason. */
export function consentAfterAnswer(
  consent: EventConsent,
  side: PayoutParty,
  decision: 'accept' | 'decline',
  reason: string | null,
  now: Date,
): EventConsent {
  return {
    ...consent,
    [side]: decision === 'accept' ? 'agreed' : 'declined',
    reason: decision === 'decline' ? reason : consent.reason,
    respondedAt: now,
  };
}
