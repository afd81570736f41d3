import { FundaxError } from '@fundax/core';
import type { UserRecord } from 'firebase-admin/auth';

import { auth } from '../platform/admin';

/**
 * An administrator may delete their own account only while another administrator remains, so
 * a project is never left with nobody able to review, pay out or grant admin again. The claim
 * is read from the identity as Auth holds it now, not from the caller's token (which may
 * predate a grant or a revocation). Finding
 * another admin pages through the accounts until it meets one: the cost falls only on an admin
 * deleting themselves.
 */
export async function assertNotLastAdmin(self: UserRecord): Promise<void> {
  const { uid } = self;
  if (self.customClaims?.admin !== true) return;
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    if (page.users.some((user) => user.uid !== uid && user.customClaims?.admin === true)) return;
    pageToken = page.pageToken;
  } while (pageToken);
  throw new FundaxError(
    'failed-precondition',
    'You are the last administrator: make someone else an administrator before deleting your account.',
  );
}
