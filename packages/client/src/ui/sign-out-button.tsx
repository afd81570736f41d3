import { signOutUser } from '../auth/sign-out';
import { useThunk } from '../hooks/use-thunk';
import { IdentityFailureNotice } from './failure-notice';
import { ProgressButton } from './submit-button';

/** Signs out; the session, admin and user stores all clear, and the guards take over. */
export function SignOutButton({ className = 'button button--secondary' }: { className?: string }) {
  const signOut = useThunk(signOutUser);
  return (
    <>
      <ProgressButton
        type="button"
        className={className}
        pending={signOut.pending}
        pendingLabel="Signing out…"
        onClick={() => void signOut.run()}
      >
        Sign out
      </ProgressButton>
      <IdentityFailureNotice error={signOut.status === 'failed' ? signOut.error : null} />
    </>
  );
}
