import { Badge, type BadgeTone } from '@fundax/client/ui';
import { formatShortDayWithZone } from '@fundax/core';

import type { PayoutState } from '../../../utils/portal-event';

/** One party's payout for an event, in words: paid (the Mountain Time day), pending, after the event, or none. */
export function payoutLabel(state: PayoutState): string {
  switch (state.kind) {
    case 'paid':
      return `Paid ${formatShortDayWithZone(state.paidAt)}`;
    case 'pending':
      return 'Payout pending';
    case 'after-event':
      return 'Paid after the event';
    case 'none':
      return 'No payout';
  }
}

const TONES: Record<PayoutState['kind'], BadgeTone> = {
  paid: 'paid',
  pending: 'pending',
  'after-event': 'neutral',
  none: 'neutral',
};

export function PayoutBadge({ state }: { state: PayoutState }) {
  return <Badge tone={TONES[state.kind]}>{payoutLabel(state)}</Badge>;
}
