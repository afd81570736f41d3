import { Page } from '@fundax/client/ui';
import { useLocation } from 'react-router';

import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { continuePathFor } from '../../features/auth/utils/continue-path';

export function Component() {
  const { search } = useLocation();
  return (
    <Page title="Sign in" lede="Sign in to manage your events, venues and fundraisers.">
      <SignInScreen emailLinkContinuePath={continuePathFor('/login', search)} />
    </Page>
  );
}
