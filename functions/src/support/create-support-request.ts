import { createSupportRequest as contract } from '@fundax/core';

import { newDocRef } from '../data/documents';
import { onCallable } from '../platform/on-callable';

/** Any signed-in user (registered or not) asks for help; admins answer from their queue. */
export const createSupportRequest = onCallable(contract, async (input, { uid, email }) => {
  const ref = newDocRef('supportRequests');
  await ref.create({
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
  return { id: ref.id };
});
