import type { PayoutState } from '../api/event-status';
import { formatShortDay } from '../../../utils/mountain-time';

/** One party's payout for an event, in words: paid (when), pending, after the event, or none. */
export function payoutLabel(state: PayoutState): string {
  switch (state.kind) {
    case 'paid':
      return `Paid ${formatShortDay(state.paidAt)}`;
    case 'pending':
      return 'Payout pending';
    case 'after-event':
      return 'Paid after the event';
    case 'none':
      return 'No payout';
  }
}

export function PayoutBadge({ state }: { state: PayoutState }) {
  return <span className={`badge payout-badge--${state.kind}`}>{payoutLabel(state)}</span>;
}
