import {
  FundaxError,
  hasEnded,
  raisedFromSales,
  reportEventResults as contract,
} from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runLimitedTransaction } from '../data/run-transaction';
import { notifyResultsReported } from '../notify/hooks';
import { bookkeepingUpdate } from '../payouts/payout-rules';
import { ledgerEntriesOf, writeStatement } from '../payouts/statement';
import { onCallable } from '../platform/on-callable';
import { fundaxerEvents, fundraiserTotal } from './fundraiser-total';

/**
 * After an approved event ends, its partner or an admin reports the qualifying sales. What it
 * raised is the give-back percent of them (rounded half up to the cent); the fundaxer's
 * fundraiser total is recomputed from all their events; the statement and the payout flags
 * follow; an audit entry keeps before and after. Once any payout is recorded, only an admin
 * may correct the result, and only with a reason. The same figure again changes nothing.
 */
export const reportEventResults = onCallable(contract, async (input, caller) =>
  runLimitedTransaction(caller.rateLimit, async (tx) => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.eventId, 'event');
    if (!caller.admin && event.partnerId !== caller.uid) {
      throw new FundaxError('permission-denied', 'Only the event’s partner reports its results.');
    }
    if (event._status.cancelled) {
      throw new FundaxError('failed-precondition', 'This event was cancelled.');
    }
    if (event._status.approved !== true) {
      throw new FundaxError('failed-precondition', 'Only approved events have results.');
    }
    if (!hasEnded(event, now)) {
      throw new FundaxError('failed-precondition', 'Results can be reported once the event ends.');
    }
    const raisedCents = raisedFromSales(input.salesCents, event.giveback.percent);
    const result = { eventId: event.id, salesCents: input.salesCents, raisedCents };
    if (event._protected.resultsReported && event.salesCents === input.salesCents) return result;
    const entries = await ledgerEntriesOf(tx, event.id);
    if (entries.length > 0 && !caller.admin) {
      throw new FundaxError(
        'failed-precondition',
        'A payout for this event is recorded: only an admin can correct its results now.',
      );
    }
    if (entries.length > 0 && input.reason === undefined) {
      throw new FundaxError(
        'failed-precondition',
        'A payout for this event is recorded: give the reason for correcting its results.',
      );
    }
    const fundaxerId = event.fundaxerId;
    const events = fundaxerId ? await fundaxerEvents(tx, fundaxerId) : [];
    const profile = fundaxerId ? await readDoc(tx, 'profiles', fundaxerId) : null;
    const after = {
      ...event,
      salesCents: input.salesCents,
      raisedCents,
      resultsReportedAt: now,
      _protected: { ...event._protected, resultsReported: true },
    };
    tx.update(docRef('events', event.id), {
      salesCents: input.salesCents,
      raisedCents,
      resultsReportedAt: now,
      '_protected.resultsReported': true,
      ...bookkeepingUpdate(tx, after, now),
      updatedAt: now,
    });
    if (profile?.fundraiser) {
      tx.update(docRef('profiles', profile.id), {
        'fundraiser.raisedCents': fundraiserTotal(events, after),
        updatedAt: now,
      });
    }
    writeStatement(tx, after, entries, now);
    writeAudit(tx, {
      actorId: caller.uid,
      action: 'event.results',
      targetType: 'event',
      targetId: event.id,
      reason: input.reason ?? null,
      changes: {
        salesBefore: event._protected.resultsReported ? event.salesCents : null,
        salesAfter: input.salesCents,
        raisedBefore: event.raisedCents,
        raisedAfter: raisedCents,
        givebackPercent: event.giveback.percent,
      },
      at: now,
    });
    await notifyResultsReported(tx, event, raisedCents, now);
    return result;
  }),
);
