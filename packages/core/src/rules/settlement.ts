import { MAX_EVENT_SALES_CENTS } from '../constants';
import type { PayoutParty } from '../schemas/events';
import type { LedgerEntry } from '../schemas/ledger';
import type { Settlement, StatementLine, StatementParty } from '../schemas/statements';

/**
 * `percent` percent of `cents`, rounded half up to the whole cent: 15% of $10.10 is $1.515,
 * which is $1.52. Exact in integers (no float percent ever touches money): cents up to
 * MAX_EVENT_SALES_CENTS times a percent up to 100 stays far below 2^53.
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_EVENT_SALES_CENTS) {
    throw new RangeError(`Cents must be a whole number from 0 to ${MAX_EVENT_SALES_CENTS}.`);
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError('A percent is a whole number from 0 to 100.');
  }
  return Math.floor((cents * percent + 50) / 100);
}

/** What an event raised for its cause: the give-back percent of the qualifying sales. */
export function raisedFromSales(salesCents: number, givebackPercent: number): number {
  return percentOfCents(salesCents, givebackPercent);
}

/** The fields of an event a settlement is computed from. */
export interface SettlingEvent {
  id: string;
  title: string;
  eventEnd: Date;
  partnerId: string;
  fundaxerId: string | null;
  salesCents: number | null;
  raisedCents: number;
  resultsReportedAt: Date | null;
  giveback: { percent: number; partnerSharePercent: number | null };
  _protected: { resultsReported: boolean };
}

/**
 * Whether a payout to `party` needs the results first: always for the fundaxer (owed the
 * raised amount), and for the partner when the terms define its share of the sales.
 */
export function payoutNeedsResults(
  event: Pick<SettlingEvent, 'giveback'>,
  party: PayoutParty,
): boolean {
  return party === 'fundaxer' || event.giveback.partnerSharePercent !== null;
}

/**
 * What `party` is owed for the event, in cents, or null while that is not known: before the
 * results are reported, or for a partner whose terms define no share (an admin enters it).
 * The fundaxer is owed what the event raised; an event without a fundaxer owes it nothing.
 */
export function owedCents(
  event: Pick<
    SettlingEvent,
    'fundaxerId' | 'salesCents' | 'raisedCents' | 'giveback' | '_protected'
  >,
  party: PayoutParty,
): number | null {
  if (party === 'fundaxer' && event.fundaxerId === null) return 0;
  if (!payoutNeedsResults(event, party)) return null;
  if (!event._protected.resultsReported || event.salesCents === null) return null;
  if (party === 'fundaxer') return event.raisedCents;
  return percentOfCents(event.salesCents, event.giveback.partnerSharePercent ?? 0);
}

type StatementEntry = Pick<
  LedgerEntry,
  'kind' | 'party' | 'amountCents' | 'recordedAt' | 'reference' | 'reason' | 'payeeId'
> & { id: string };

const byRecordedAt = (a: StatementEntry, b: StatementEntry) =>
  a.recordedAt.getTime() - b.recordedAt.getTime() || a.id.localeCompare(b.id);

function partyAccount(
  payeeId: string,
  owed: number | null,
  entries: StatementEntry[],
): StatementParty {
  const lines: StatementLine[] = [...entries].sort(byRecordedAt).map((entry) => ({
    entryId: entry.id,
    kind: entry.kind,
    amountCents: entry.amountCents,
    at: entry.recordedAt,
    reference: entry.reference,
    reason: entry.reason,
  }));
  const total = (kind: StatementLine['kind']) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountCents, 0);
  const paidCents = total('payment');
  const reversedCents = total('reversal');
  const netPaidCents = paidCents - reversedCents;
  return {
    payeeId,
    owedCents: owed,
    paidCents,
    reversedCents,
    netPaidCents,
    balanceCents: owed === null ? null : owed - netPaidCents,
    lines,
  };
}

/**
 * The settlement statement of an event from the event and its ledger entries (entries of other
 * events are ignored): the reported result, the give-back percent, and per party what it is
 * owed, paid, reversed, paid net and still owed (negative: paid more than owed), with each
 * payment and reversal in the order recorded. Admins compute it from the ledger; the stored
 * statements/{eventId} (for the partner and the fundaxer) is this, written by the functions.
 */
export function settlementStatement(
  event: SettlingEvent,
  entries: readonly (StatementEntry & { eventId: string })[],
): Settlement {
  const of = (party: PayoutParty) =>
    entries.filter((entry) => entry.eventId === event.id && entry.party === party);
  const fundaxerId = event.fundaxerId;
  return {
    eventId: event.id,
    eventTitle: event.title,
    eventEnd: event.eventEnd,
    partnerId: event.partnerId,
    fundaxerId,
    salesCents: event._protected.resultsReported ? event.salesCents : null,
    givebackPercent: event.giveback.percent,
    partnerSharePercent: event.giveback.partnerSharePercent,
    raisedCents: event.raisedCents,
    reportedAt: event._protected.resultsReported ? event.resultsReportedAt : null,
    partner: partyAccount(event.partnerId, owedCents(event, 'partner'), of('partner')),
    fundaxer:
      fundaxerId === null
        ? null
        : partyAccount(fundaxerId, owedCents(event, 'fundaxer'), of('fundaxer')),
  };
}
