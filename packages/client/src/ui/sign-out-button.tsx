import { signOutUser } from '../auth/sign-out';
import type { IdentityFailure } from '../auth/identity-failure';
import { useThunk } from '../hooks/use-thunk';
import { ErrorNotice } from './notice';
import { ProgressButton } from './submit-button';

/**
 * Why signing out failed, whatever the code: in practice only loading the identity provider's
 * code fails there (offline, or a release replaced it), and the sign-in catalogue's words
 * ("Sign-in did not work") would say the wrong thing. Worded apart, it also keeps that
 * catalogue off every page's first load: the header shows this button.
 */
export const SIGN_OUT_FAILED_MESSAGE =
  'You are still signed in: signing out did not work. Check your internet connection and try again.';

/** A failed sign-out, said as such. */
export function SignOutFailureNotice({ error }: { error: IdentityFailure | null | undefined }) {
  if (!error) return null;
  return <ErrorNotice>{SIGN_OUT_FAILED_MESSAGE}</ErrorNotice>;
}

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
      <SignOutFailureNotice error={signOut.status === 'failed' ? signOut.error : null} />
    </>
  );
}
