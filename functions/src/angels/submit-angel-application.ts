import { submitAngelApplication as contract } from '@fundax/core';

import { requireRole } from '../data/accounts';
import { docRef, newDocRef, readQuery } from '../data/documents';
import { runLimitedTransaction } from '../data/run-transaction';
import { db } from '../platform/admin';
import { feedNewApplication } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { assertMayApply, newApplication } from './new-application';

/** An angel applies to the networking side; one open application at a time. */
export const submitAngelApplication = onCallable(contract, async (input, { uid, rateLimit }) => {
  const ref = newDocRef('applications');
  await runLimitedTransaction(rateLimit, async (tx) => {
    const now = new Date();
    const account = await requireRole(tx, uid, ['angel'], 'Only angels apply to the network.');
    const existing = await readQuery(
      tx,
      'applications',
      db().collection('applications').where('applicantId', '==', uid),
    );
    assertMayApply(existing);
    tx.create(ref, newApplication(input, { id: uid, name: account.displayName }, now));
    // Touching the account makes two simultaneous submissions conflict, so one retries and sees
    // the other's application instead of both getting through.
    tx.update(docRef('users', uid), { updatedAt: now });
    feedNewApplication(tx, ref.id, account);
  });
  return { id: ref.id };
});
