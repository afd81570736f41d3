import { createEvent as contract, isConsentComplete } from '@fundax/core';
import { FieldValue } from 'firebase-admin/firestore';

import { requireAccount } from '../data/accounts';
import { docRef, newDocRef, requireDoc } from '../data/documents';
import { imageFields } from '../files/attach-file';
import { runLimitedTransaction } from '../data/run-transaction';
import { feedNewEvent, notifyProposalWaiting } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { assertCanCreateEventAt } from './event-access';
import { assertEventDates } from './event-dates';
import { findFundaxer } from './find-fundaxer';
import { newEvent } from './new-event';

/**
 * A partner creates an event at one of their own venues, or a fundaxer at an approved venue.
 * A fundaxer's event raises money for their own fundraiser. It starts within 18 months and
 * lasts at most 14 days. The event starts pending, and the other side is asked to accept it.
 */
export const createEvent = onCallable(contract, async (input, caller) => {
  const ref = newDocRef('events');
  await runLimitedTransaction(caller.rateLimit, async (tx) => {
    const now = new Date();
    const account = await requireAccount(tx, caller.uid);
    const venue = await requireDoc(tx, 'venues', input.venueId, 'venue');
    assertCanCreateEventAt(account.role, caller.uid, venue);
    assertEventDates(new Date(input.eventStart), new Date(input.eventEnd), now, {
      startMoved: true,
    });
    const fundaxerId =
      account.role === 'fundaxer' ? (input.fundaxerId ?? caller.uid) : input.fundaxerId;
    const fundaxer = fundaxerId
      ? await findFundaxer(tx, { ...caller, role: account.role }, fundaxerId)
      : null;
    const image = await imageFields(tx, input, caller, 'event-image');
    const event = {
      ...newEvent(input, { organizerId: caller.uid, venue, fundaxer }, now),
      ...image,
    };
    tx.create(ref, event);
    tx.update(docRef('users', caller.uid), { listings: FieldValue.arrayUnion(ref.id) });
    // The other side is asked first; the admins see it once both sides agree.
    if (isConsentComplete(event.consent)) feedNewEvent(tx, ref.id, input, venue, account);
    else await notifyProposalWaiting(tx, { ...event, id: ref.id }, caller.uid, 'proposed');
  });
  return { id: ref.id };
});
