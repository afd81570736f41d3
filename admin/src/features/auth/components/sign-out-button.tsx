import { signOutUser, useThunk } from '@fundax/client';

import { IdentityFailureNotice } from '../../../components/ui/failure-notice';

/** Signs out; the session, admin and user stores all clear, and the guards take over. */
export function SignOutButton({ className = 'button button--secondary' }: { className?: string }) {
  const signOut = useThunk(signOutUser);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={signOut.pending}
        aria-busy={signOut.pending || undefined}
        onClick={() => void signOut.run()}
      >
        {signOut.pending ? 'Signing out…' : 'Sign out'}
      </button>
      <IdentityFailureNotice error={signOut.status === 'failed' ? signOut.error : null} />
    </>
  );
}
