import { createEvent as contract } from '@fundax/core';
import { FieldValue } from 'firebase-admin/firestore';

import { requireAccount } from '../data/accounts';
import { docRef, newDocRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { imageFields } from '../files/attach-file';
import { onCallable } from '../platform/on-callable';
import { assertCanCreateEventAt, assertStartsInFuture } from './event-access';
import { findFundaxer } from './find-fundaxer';
import { newEvent } from './new-event';

/**
 * A partner creates an event at one of their own venues, or a fundaxer at an approved venue.
 * A fundaxer's event raises money for their own fundraiser. The event starts pending.
 */
export const createEvent = onCallable(contract, async (input, caller) => {
  const ref = newDocRef('events');
  await runTransaction(async (tx) => {
    const now = new Date();
    const account = await requireAccount(tx, caller.uid);
    const venue = await requireDoc(tx, 'venues', input.venueId, 'venue');
    assertCanCreateEventAt(account.role, caller.uid, venue);
    assertStartsInFuture(new Date(input.eventStart), now);
    const fundaxerId =
      account.role === 'fundaxer' ? (input.fundaxerId ?? caller.uid) : input.fundaxerId;
    const fundaxer = fundaxerId
      ? await findFundaxer(tx, { ...caller, role: account.role }, fundaxerId)
      : null;
    const image = await imageFields(tx, input, caller, 'event-image');
    tx.create(ref, {
      ...newEvent(input, { organizerId: caller.uid, venue, fundaxer }, now),
      ...image,
    });
    tx.update(docRef('users', caller.uid), { listings: FieldValue.arrayUnion(ref.id) });
  });
  return { id: ref.id };
});
