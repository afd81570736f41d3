import { RequireSignIn, selectAccount, useAppSelector } from '@fundax/client';
import { Loading, Notice, Page } from '@fundax/client/ui';
import { callErrorMessage } from '@fundax/core';
import { Navigate } from 'react-router';

import { AngelProfileEditor } from '../../features/auth/components/angel-profile-editor';
import '../../features/auth/components/sign-up/sign-up.css';

export function Component() {
  return (
    <Page
      title="Link your angel profile"
      lede="Add the details members see on your public profile."
    >
      <RequireSignIn
        loginPath="/angelAuthentication"
        loading={<Loading label="Checking your sign-in…" />}
        noAccount={<Navigate to="/angels/sign-up" replace />}
        failed={(error) => (
          <Notice tone="error">
            <p>We could not load your account. {error ? callErrorMessage(error) : ''}</p>
          </Notice>
        )}
      >
        <SignedInEditor />
      </RequireSignIn>
    </Page>
  );
}

function SignedInEditor() {
  const account = useAppSelector(selectAccount);
  return account ? <AngelProfileEditor account={account} /> : null;
}
