import { createSupportRequest as contract } from '@fundax/core';

import { newDocRef } from '../data/documents';
import { runLimitedTransaction } from '../data/run-transaction';
import { feedNewSupportRequest } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';

/**
 * Any signed-in user (registered or not) asks for help; admins answer from their queue. The
 * email is stored with whether the identity provider verified it: an unverified one is only
 * what the person typed at sign-up, so admins do not treat it as proof of who wrote.
 */
export const createSupportRequest = onCallable(contract, async (input, caller) => {
  const ref = newDocRef('supportRequests');
  // The request and its admin feed item are written together, with the account's rate limit.
  await runLimitedTransaction(caller.rateLimit, (tx) => {
    tx.create(ref, {
      requesterId: caller.uid,
      requesterEmail: caller.email,
      requesterEmailVerified: caller.emailVerified,
      subject: input.subject,
      message: input.message,
      status: 'open',
      resolution: null,
      resolvedAt: null,
      resolvedBy: null,
      createdAt: new Date(),
    });
    feedNewSupportRequest(tx, ref.id, input);
    return Promise.resolve();
  });
  return { id: ref.id };
});
