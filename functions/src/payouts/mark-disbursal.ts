import { markDisbursal as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifyPayoutRecorded } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { paymentEntryId } from './ledger-ids';
import { assertSameRequest, payeeFor, setDisbursalMark } from './payout-rules';

/**
 * An admin records a payout to an ended event's partner or fundaxer. The amount and reference go
 * to the ledger (admins and the payee only); the public event gets only the mark { paidAt,
 * entryId }. The same idempotency key returns the first result, however often it is retried.
 */
export const markDisbursal = onCallable(contract, async (input, { uid }) => {
  const entryId = paymentEntryId(input.idempotencyKey);
  const paidAt = await runTransaction(async (tx) => {
    const stored = await readDoc(tx, 'ledger', entryId);
    if (stored) {
      assertSameRequest(stored, { ...input, kind: 'payment' });
      return stored.recordedAt;
    }
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.eventId, 'event');
    const payeeId = payeeFor(event, input.party, now);
    const mark = { paidAt: now, entryId };
    tx.create(docRef('ledger', entryId), {
      kind: 'payment',
      eventId: event.id,
      party: input.party,
      payeeId,
      amountCents: input.amountCents,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      reason: null,
      reverses: null,
      recordedBy: uid,
      recordedAt: now,
    });
    setDisbursalMark(tx, event, input.party, mark, now);
    writeAudit(tx, {
      actorId: uid,
      action: 'disbursal.mark',
      targetType: 'ledger',
      targetId: entryId,
      changes: { eventId: event.id, party: input.party, amountCents: input.amountCents },
      at: now,
    });
    await notifyPayoutRecorded(tx, event, entryId, { ...input, payeeId }, now);
    return now;
  });
  return { eventId: input.eventId, party: input.party, paidAt: paidAt.toISOString(), entryId };
});
