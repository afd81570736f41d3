import { GoogleSignInButton, Loading, PasswordSignInForm } from '@fundax/client/ui';
import { Suspense, lazy } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link } from '@fundax/client';

import { EmailLinkCompletion } from './email-link-completion';
import { EmailLinkForm } from './email-link-form';
import './sign-in.css';

// The phone form (react-hook-form and zod with the US phone schema: 40 KB gz) loads when its
// tab is reached for or chosen, not with the page: the other ways to sign in need none of it.
const loadPhoneForm = () => import('./phone-sign-in-form');
const PhoneSignInForm = lazy(async () => ({ default: (await loadPhoneForm()).PhoneSignInForm }));
const preloadPhoneForm = () => void loadPhoneForm();

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
      <Tabs className="sign-in__tabs">
        <TabList aria-label="Sign in with" className="sign-in__tab-list">
          <Tab id="password" className="sign-in__tab">
            Password
          </Tab>
          <Tab id="email-link" className="sign-in__tab">
            Email link
          </Tab>
          <Tab
            id="phone"
            className="sign-in__tab"
            onHoverStart={preloadPhoneForm}
            onFocus={preloadPhoneForm}
          >
            Phone
          </Tab>
        </TabList>
        <TabPanel id="password" className="sign-in__panel">
          <PasswordSignInForm
            footer={
              <p className="sign-in__help">
                <Link to="/auth/forgot-password">Forgot your password?</Link>
              </p>
            }
          />
        </TabPanel>
        <TabPanel id="email-link" className="sign-in__panel">
          <EmailLinkForm continuePath={emailLinkContinuePath} />
        </TabPanel>
        <TabPanel id="phone" className="sign-in__panel">
          <Suspense fallback={<Loading label="Loading phone sign-in…" />}>
            <PhoneSignInForm />
          </Suspense>
        </TabPanel>
      </Tabs>
    </section>
  );
}
