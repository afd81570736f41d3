import { signOutUser, useThunk } from '@fundax/client';

import { IdentityFailureNotice } from './failure-notice';

export function SignOutButton({ className = 'button button--secondary' }: { className?: string }) {
  const signOut = useThunk(signOutUser);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={signOut.pending}
        onClick={() => void signOut.run()}
      >
        {signOut.pending ? 'Signing out…' : 'Sign out'}
      </button>
      <IdentityFailureNotice error={signOut.status === 'failed' ? signOut.error : null} />
    </>
  );
}
