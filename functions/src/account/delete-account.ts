import { deleteAccount as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { auth, db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';
import { erasePersonalData } from './erase-personal-data';
import { assertNotLastAdmin } from './last-admin';
import { PERSONAL_DATA } from './personal-data';
import { personalDocuments } from './personal-documents';
import { assertRecentSignIn } from './recent-sign-in';
import { withdrawListings } from './withdraw-listings';

/**
 * The caller deletes their own account: after a recent sign-in, and never the last admin.
 * Listings come off the public side first, then personal data goes (PERSONAL_DATA says what
 * happens to each collection; ledger and audit entries stay), then the audit entry, and the
 * identity last: until that succeeds the person can still sign in and call again, and every
 * step is safe to repeat.
 */
export const deleteAccount = onCallable(contract, async (_input, { uid, authTime }) => {
  const now = new Date();
  assertRecentSignIn(authTime, now, 'delete your account');
  const identity = await auth()
    .getUser(uid)
    .catch((error: unknown) => {
      if (isUserNotFound(error)) return null;
      throw error;
    });
  // Deleted already (the identity goes last): a retry after a lost answer changes nothing.
  if (!identity) return { uid, cancelledEvents: 0, disabledVenues: 0 };
  await assertNotLastAdmin(identity);
  const found = new Map(
    await Promise.all(
      PERSONAL_DATA.map(async (spec) => [spec, await personalDocuments(spec, uid)] as const),
    ),
  );
  const of = (collection: string) =>
    [...found].filter(([spec]) => spec.collection === collection).flatMap(([, docs]) => docs);
  const withdrawn = await withdrawListings(uid, of('events'), of('venues'), now);
  await erasePersonalData(
    [...found].flatMap(([spec, docs]) => (spec.onDelete === 'delete' ? docs : [])),
    [...found].flatMap(([spec, docs]) => (spec.onDelete === 'scrub' ? docs : [])),
  );
  const audit = db().batch();
  writeAudit(audit, {
    actorId: uid,
    action: 'account.delete',
    targetType: 'user',
    targetId: uid,
    changes: { ...withdrawn },
    at: now,
  });
  await audit.commit();
  await auth()
    .deleteUser(uid)
    .catch((error: unknown) => {
      // Gone meanwhile (two calls at once): nothing left to do.
      if (!isUserNotFound(error)) throw error;
    });
  return { uid, ...withdrawn };
});

function isUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}
