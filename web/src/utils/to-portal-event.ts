import { type DisbursalMark, type FundaxEvent, type WithId, toPublicEvent } from '@fundax/core';

import type { PayoutMark, PortalEvent } from './portal-event';

// The user's event as the reads build it from its document. Apart from portal-event.ts (the rules
// every part applies to it) because core's public shapes are zod schemas: only the reads, which
// load after the page, need them.

const markView = (mark: DisbursalMark | null): PayoutMark | null =>
  mark && { paidAt: mark.paidAt.toISOString(), entryId: mark.entryId };

export function toPortalEvent(event: WithId<FundaxEvent>): PortalEvent {
  return {
    ...toPublicEvent(event),
    organizerId: event.organizerId,
    salesCents: event._protected.resultsReported ? event.salesCents : null,
    resultsReported: event._protected.resultsReported,
    partnerSharePercent: event.giveback.partnerSharePercent,
    status: {
      approved: event._status.approved,
      reason: event._status.reason,
      disabled: event._status.disabled,
      cancelled: event._status.cancelled,
      cancelReason: event._status.cancelReason,
      expired: event._status.expired,
      venueHidden: event._status.venueHidden,
      venueHiddenReason: event._status.venueHiddenReason,
    },
    consent: {
      partner: event.consent.partner,
      fundaxer: event.consent.fundaxer,
      reason: event.consent.reason,
    },
    disbursal: {
      partner: markView(event._protected.disbursal.partner),
      fundaxer: markView(event._protected.disbursal.fundaxer),
    },
  };
}
