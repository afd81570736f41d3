import { FundaxError, reverseDisbursal as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifyPayoutReversed } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { reversalEntryId } from './ledger-ids';
import { assertSameRequest, setDisbursalMark } from './payout-rules';
import { ledgerEntriesOf, writeStatement } from './statement';

/**
 * An admin undoes a payout recorded in error, with a reason. The ledger keeps the payment and
 * gains a reversal pointing at it; the event's mark goes back to null (awaiting payment again)
 * and the statement shows both.
 * The same idempotency key returns the first result.
 */
export const reverseDisbursal = onCallable(contract, async (input, { uid }) => {
  const entryId = reversalEntryId(input.idempotencyKey);
  const reversedAt = await runTransaction(async (tx) => {
    const stored = await readDoc(tx, 'ledger', entryId);
    if (stored) {
      assertSameRequest(stored, { ...input, kind: 'reversal' });
      return stored.recordedAt;
    }
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.eventId, 'event');
    const mark = event._protected.disbursal[input.party];
    if (!mark) {
      throw new FundaxError(
        'failed-precondition',
        `No payout to the ${input.party} of this event is recorded, so there is nothing to reverse.`,
      );
    }
    const payment = await requireDoc(tx, 'ledger', mark.entryId, 'ledger entry');
    const entries = await ledgerEntriesOf(tx, event.id);
    const reversal = {
      kind: 'reversal' as const,
      eventId: event.id,
      party: input.party,
      payeeId: payment.payeeId,
      amountCents: payment.amountCents,
      reference: payment.reference,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
      owedCents: null,
      reverses: payment.id,
      recordedBy: uid,
      recordedAt: now,
    };
    tx.create(docRef('ledger', entryId), reversal);
    const after = setDisbursalMark(tx, event, input.party, null, now);
    writeStatement(tx, after, [...entries, { ...reversal, id: entryId }], now);
    writeAudit(tx, {
      actorId: uid,
      action: 'disbursal.reverse',
      targetType: 'ledger',
      targetId: entryId,
      reason: input.reason,
      changes: { eventId: event.id, party: input.party, reverses: payment.id },
      at: now,
    });
    await notifyPayoutReversed(tx, event, entryId, payment, input.reason, now);
    return now;
  });
  return {
    eventId: input.eventId,
    party: input.party,
    reversedAt: reversedAt.toISOString(),
    entryId,
  };
});
