import {
  EmailLinkCompletion,
  EmailLinkForm,
  GoogleSignInButton,
  PasswordSignInForm,
} from '@fundax/client/ui';

import { OfflineNote } from '../components/offline-note';
import { webUrl } from '../utils/web-url';

/**
 * Every way to sign in on the phone: Google (its script loads only when the button is used),
 * email and password (a forgotten password is reset on the web site), or a link by email that
 * opens this app again and finishes there. Offline, the buttons are off and say why.
 */
export function SignIn({ online }: { online: boolean }) {
  const reset = webUrl('/auth/forgot-password');
  return (
    <section className="card stack" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <p className="muted">Your events, reviews and fundraiser at a glance.</p>
      {online ? null : <OfflineNote action="signing in" />}
      <EmailLinkCompletion />
      <GoogleSignInButton disabled={!online} />
      <PasswordSignInForm
        label="Sign in"
        disabled={!online}
        footer={
          reset ? (
            <p className="small">
              <a className="touch-link" href={reset}>
                Forgot your password?
              </a>
            </p>
          ) : null
        }
      />
      <details className="sign-in__link">
        <summary>Email me a sign-in link instead</summary>
        <EmailLinkForm continuePath="/" disabled={!online} />
      </details>
    </section>
  );
}
