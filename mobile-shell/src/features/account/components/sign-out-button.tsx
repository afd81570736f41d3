import { signOutUser, useThunk } from '@fundax/client';

export function SignOutButton() {
  const signOut = useThunk(signOutUser);
  return (
    <button
      type="button"
      className="button button--quiet"
      disabled={signOut.pending}
      onClick={() => void signOut.run()}
    >
      {signOut.pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
