import { FundaxError, reportEventResults as contract } from '@fundax/core';

import { docRef, readDoc, requireDoc } from '../data/documents';
import { runLimitedTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';
import { fundraiserTotalAfterReport } from './raised-total';

/**
 * After an approved event ends, its partner or an admin records what it raised. The event shows
 * the figure, and the fundaxer's fundraiser moves by the difference from the last report.
 */
export const reportEventResults = onCallable(contract, async (input, caller) => {
  await runLimitedTransaction(caller.rateLimit, async (tx) => {
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
    if (event.eventEnd.getTime() > now.getTime()) {
      throw new FundaxError('failed-precondition', 'Results can be reported once the event ends.');
    }
    const profile = event.fundaxerId ? await readDoc(tx, 'profiles', event.fundaxerId) : null;
    tx.update(docRef('events', event.id), { raisedCents: input.raisedCents, updatedAt: now });
    if (profile?.fundraiser) {
      tx.update(docRef('profiles', profile.id), {
        'fundraiser.raisedCents': fundraiserTotalAfterReport(
          profile.fundraiser.raisedCents,
          event.raisedCents,
          input.raisedCents,
        ),
        updatedAt: now,
      });
    }
  });
  return { eventId: input.eventId, raisedCents: input.raisedCents };
});
