import { useGoogleSignIn } from '@fundax/client';

import { IdentityFailureNotice } from '../../../components/ui/failure-notice';

/** Google sign-in in a popup; a blocked or closed popup comes back as a message (docs/product.md §8.4). */
export function GoogleSignInButton() {
  const google = useGoogleSignIn();
  return (
    <div>
      <IdentityFailureNotice error={google.status === 'failed' ? google.error : null} />
      <button
        type="button"
        className="button button--secondary"
        disabled={google.pending}
        aria-busy={google.pending || undefined}
        onClick={() => void google.run()}
      >
        {google.pending ? <span className="spinner" aria-hidden="true" /> : null}
        <span aria-live="polite">
          {google.pending ? 'Waiting for the Google window…' : 'Sign in with Google'}
        </span>
      </button>
    </div>
  );
}
