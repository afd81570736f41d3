import { GoogleSignInButton, Loading, PasswordSignInForm, Tabs } from '@fundax/client/ui';
import { Suspense } from 'react';
import { Link, lazyPart } from '@fundax/client';

import { EmailLinkCompletion } from './email-link-completion';
import { EmailLinkForm } from './email-link-form';
import './sign-in.css';

// The phone form (react-hook-form and zod with the US phone schema: 40 KB gz) loads when its
// tab is reached for or chosen, not with the page: the other ways to sign in need none of it.
const loadPhoneForm = () => import('./phone-sign-in-form');
const PhoneSignInForm = lazyPart(
  async () => (await loadPhoneForm()).PhoneSignInForm,
  'the phone sign-in',
);
const preloadPhoneForm = () => void loadPhoneForm().catch(() => undefined);

/**
 * Every way to sign in: Google, then email and password, an emailed link, or a texted code.
 * An email link opens `emailLinkContinuePath`, which should render this panel again (it
 * finishes the sign-in there).
 */
export function SignInPanel({ emailLinkContinuePath }: { emailLinkContinuePath: string }) {
  return (
    <section className="sign-in card" aria-labelledby="sign-in-methods">
      <h2 id="sign-in-methods" className="visually-hidden">
        Ways to sign in
      </h2>
      <EmailLinkCompletion />
      <GoogleSignInButton />
      <p className="sign-in__or" aria-hidden="true">
        or
      </p>
      <Tabs
        label="Sign in with"
        tabs={[
          {
            id: 'password',
            label: 'Password',
            panel: (
              <PasswordSignInForm
                footer={
                  <p className="sign-in__help">
                    <Link to="/auth/forgot-password">Forgot your password?</Link>
                  </p>
                }
              />
            ),
          },
          {
            id: 'email-link',
            label: 'Email link',
            panel: <EmailLinkForm continuePath={emailLinkContinuePath} />,
          },
          {
            id: 'phone',
            label: 'Phone',
            onReach: preloadPhoneForm,
            panel: (
              <Suspense fallback={<Loading label="Loading phone sign-in…" />}>
                <PhoneSignInForm />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
