import { markDisbursal as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifyPayoutRecorded } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { paymentEntryId } from './ledger-ids';
import { currentPayee, freezePayees, frozenPayee } from './payees';
import { assertPayoutAmount, assertSameRequest, payeeFor, setDisbursalMark } from './payout-rules';
import { ledgerEntriesOf, writeStatement } from './statement';

/**
 * An admin records a payout to an ended event's partner or fundaxer: to the payee fixed when
 * the event was approved, of the amount the results say is owed (another amount needs an
 * adjustment reason, kept in the ledger and the audit log). The amount and reference go to the
 * ledger (admins and the payee only) and the statement; the public event gets only the mark
 * { paidAt, entryId }. The same idempotency key returns the first result, however often it is
 * retried.
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
    payeeFor(event, input.party, now);
    const owedCents = assertPayoutAmount(
      event,
      input.party,
      input.amountCents,
      input.adjustmentReason,
    );
    // Events approved before payees were fixed get theirs fixed now, on their first payout.
    const frozen = await frozenPayee(tx, event.id, input.party);
    const payee = frozen ?? (await currentPayee(tx, event, input.party, uid, now));
    const entries = await ledgerEntriesOf(tx, event.id);
    if (!frozen && payee) freezePayees(tx, [payee]);
    const payeeId = payee?.payeeId ?? '';
    const entry = {
      kind: 'payment' as const,
      eventId: event.id,
      party: input.party,
      payeeId,
      amountCents: input.amountCents,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      reason: input.adjustmentReason ?? null,
      owedCents,
      reverses: null,
      recordedBy: uid,
      recordedAt: now,
    };
    tx.create(docRef('ledger', entryId), entry);
    const after = setDisbursalMark(tx, event, input.party, { paidAt: now, entryId }, now);
    writeStatement(tx, after, [...entries, { ...entry, id: entryId }], now);
    writeAudit(tx, {
      actorId: uid,
      action: 'disbursal.mark',
      targetType: 'ledger',
      targetId: entryId,
      reason: input.adjustmentReason ?? null,
      changes: {
        eventId: event.id,
        party: input.party,
        payeeId,
        amountCents: input.amountCents,
        owedCents,
      },
      at: now,
    });
    await notifyPayoutRecorded(tx, event, entryId, { ...input, payeeId }, now);
    return now;
  });
  return { eventId: input.eventId, party: input.party, paidAt: paidAt.toISOString(), entryId };
});
