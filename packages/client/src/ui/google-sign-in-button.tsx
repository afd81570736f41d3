import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { IdentityFailureNotice } from './identity-failure-notice';
import { ProgressButton } from './submit-button';

/**
 * Google sign-in in a popup. While the popup is open the button says so; a blocked or closed
 * popup comes back as a message in the identity error catalogue's words. Google's script loads
 * only when someone reaches for the button (see useGoogleSignIn); `disabled` keeps the button off
 * (offline: the page says why).
 */
export function GoogleSignInButton({
  label = 'Continue with Google',
  disabled = false,
}: {
  label?: string;
  disabled?: boolean;
}) {
  const google = useGoogleSignIn();
  const prepare = disabled ? undefined : google.prepare;
  return (
    // The pointer over it, the first touch or the keyboard focus readies the popup (and loads
    // Google's script) before the click lands; a disabled button readies nothing.
    <div
      className="google-sign-in"
      onPointerEnter={prepare}
      onPointerDown={prepare}
      onFocus={prepare}
    >
      <IdentityFailureNotice error={google.status === 'failed' ? google.error : null} />
      <ProgressButton
        type="button"
        className="button button--secondary google-sign-in__button"
        pending={google.pending}
        disabled={disabled}
        pendingLabel="Waiting for the Google window…"
        onClick={() => void google.run()}
      >
        <GoogleMark />
        {label}
      </ProgressButton>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg
      aria-hidden="true"
      className="google-sign-in__mark"
      width="18"
      height="18"
      viewBox="0 0 48 48"
      focusable="false"
    >
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
