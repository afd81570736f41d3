import { SignOutButton } from '@fundax/client/ui';

import { useSignedInIdentity } from '../hooks/use-admin-access';

/** Who is signed in, and the way out. */
export function AccountMenu() {
  const identity = useSignedInIdentity();
  const who = identity?.email ?? identity?.displayName;
  return (
    <>
      {who ? <span className="signed-in-as">Signed in as {who}</span> : null}
      <SignOutButton />
    </>
  );
}
