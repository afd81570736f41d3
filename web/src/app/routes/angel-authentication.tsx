import { Page } from '@fundax/client/ui';
import { Navigate, useLocation } from 'react-router';

import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { continuePathFor } from '../../features/auth/utils/continue-path';

/** Angels sign in here and continue in the angel flow (their profile, or their sign-up). */
export function Component() {
  const { search } = useLocation();
  return (
    <Page
      title="Angel sign in"
      lede="Sign in to your angel account to update your profile and see your application."
    >
      <SignInScreen
        emailLinkContinuePath={continuePathFor('/angels/sign-up-handler', search)}
        signedInTo="/angels/link-angel-profile"
        noAccount={<Navigate to="/angels/sign-up" replace />}
      />
    </Page>
  );
}
