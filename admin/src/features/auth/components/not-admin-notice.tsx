import { Notice, SignOutButton } from '@fundax/client/ui';

import { useSignedInIdentity } from '../hooks/use-admin-access';

/**
 * A signed-in account without the admin claim: says so plainly and offers to sign out, so
 * the person can sign in with an administrator account instead.
 */
export function NotAdminNotice() {
  const identity = useSignedInIdentity();
  const who = identity?.email ?? identity?.displayName ?? 'This account';
  return (
    <div className="stack">
      <Notice tone="warning">
        <p>
          <strong>{who}</strong> is not an administrator, so it cannot use the admin console.
        </p>
        <p>
          Sign out and sign in with an administrator account. If you should have access, ask an
          existing administrator to grant it; then sign out and in again.
        </p>
      </Notice>
      <SignOutButton className="button" />
    </div>
  );
}
