import { exportMyData as contract } from '@fundax/core';

import { runLimitedTransaction } from '../data/run-transaction';
import { auth } from '../platform/admin';
import { onCallable } from '../platform/on-callable';
import { toJsonValue } from './json-value';
import { PERSONAL_DATA } from './personal-data';
import { personalDocuments } from './personal-documents';

/**
 * Everything Fundax holds about the caller, as JSON: the identity as Auth holds it (never the
 * password hash), and every document PERSONAL_DATA lists as theirs or about them, whole, with
 * its id. Limited per account (an export reads all of it).
 */
export const exportMyData = onCallable(contract, async (_input, { uid, rateLimit }) => {
  // The charge alone, in its own transaction: an export writes nothing else.
  await runLimitedTransaction(rateLimit, () => Promise.resolve());
  const user = await auth().getUser(uid);
  const documents: Record<string, Record<string, unknown>[]> = {};
  for (const spec of PERSONAL_DATA) {
    const found = await personalDocuments(spec, uid);
    documents[spec.collection] = found.map((snapshot) => ({
      id: snapshot.id,
      ...(toJsonValue(snapshot.data() ?? {}) as Record<string, unknown>),
    }));
  }
  const time = (value: string | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    format: 'fundax-export/1' as const,
    exportedAt: new Date().toISOString(),
    uid,
    identity: {
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      displayName: user.displayName ?? null,
      phoneNumber: user.phoneNumber ?? null,
      providers: user.providerData.map((provider) => provider.providerId),
      admin: user.customClaims?.admin === true,
      createdAt: time(user.metadata.creationTime),
      lastSignInAt: time(user.metadata.lastSignInTime),
    },
    documents,
  };
});
