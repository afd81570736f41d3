import type { DocumentOf } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef } from '../data/documents';
import { countEventChange } from '../nearby/nearby-counts';

type CancellableEvent = { id: string } & Pick<
  DocumentOf<'events'>,
  '_status' | '_geoloc' | 'eventEnd' | '_protected'
>;

/**
 * Cancels an event in `tx`: kept for history, hidden everywhere public (disabled, no longer
 * featured, out of the nearby counts), with the reason its owners see, and audited under
 * `actorId`. The caller has checked that it may and that the event is not cancelled yet.
 */
export function cancelEventIn(
  tx: Transaction,
  event: CancellableEvent,
  { actorId, reason, now }: { actorId: string; reason: string | null; now: Date },
): void {
  const cancelled = { ...event, _status: { ...event._status, cancelled: true, disabled: true } };
  tx.update(docRef('events', event.id), {
    ...countEventChange(tx, cancelled, now),
    '_status.cancelled': true,
    '_status.cancelReason': reason,
    '_status.disabled': true,
    special: false,
    updatedAt: now,
  });
  writeAudit(tx, {
    actorId,
    action: 'event.cancel',
    targetType: 'event',
    targetId: event.id,
    reason,
    changes: { cancelled: true },
    at: now,
  });
}
