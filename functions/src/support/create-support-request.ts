import { createSupportRequest as contract } from '@fundax/core';

import { newDocRef } from '../data/documents';
import { feedNewSupportRequest } from '../notify/hooks';
import { db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';

/** Any signed-in user (registered or not) asks for help; admins answer from their queue. */
export const createSupportRequest = onCallable(contract, async (input, { uid, email }) => {
  const ref = newDocRef('supportRequests');
  // The request and its admin feed item are written together (a batch: nothing is read first).
  const batch = db().batch();
  batch.create(ref, {
    requesterId: uid,
    requesterEmail: email,
    subject: input.subject,
    message: input.message,
    status: 'open',
    resolution: null,
    resolvedAt: null,
    resolvedBy: null,
    createdAt: new Date(),
  });
  feedNewSupportRequest(batch, ref.id, input);
  await batch.commit();
  return { id: ref.id };
});
