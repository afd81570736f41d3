import { FieldValue } from 'firebase-admin/firestore';
import { createVenue as contract } from '@fundax/core';

import { requireRole } from '../data/accounts';
import { docRef, newDocRef } from '../data/documents';
import { runLimitedTransaction } from '../data/run-transaction';
import { imageFields } from '../files/attach-file';
import { feedNewVenue } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { newVenue } from './new-venue';

/** A partner adds a venue; it is pending until an admin approves it. */
export const createVenue = onCallable(contract, async (input, { uid, rateLimit }) => {
  const ref = newDocRef('venues');
  await runLimitedTransaction(rateLimit, async (tx) => {
    const owner = await requireRole(
      tx,
      uid,
      ['partner'],
      'Only partner businesses can add venues.',
    );
    const image = await imageFields(tx, input, { uid }, 'venue-photo');
    tx.create(ref, { ...newVenue(input, uid, new Date()), ...image });
    tx.update(docRef('users', uid), { listings: FieldValue.arrayUnion(ref.id) });
    feedNewVenue(tx, ref.id, input, owner);
  });
  return { id: ref.id };
});
