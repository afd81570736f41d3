import { RequireSignIn, selectIsAdmin, useAppSelector } from '@fundax/client';
import { Loading, Notice } from '@fundax/client/ui';
import { callErrorMessage } from '@fundax/core';
import type { ReactNode } from 'react';

import { FinishSignUp } from './finish-sign-up';

/**
 * The portal's gate (docs/product.md §4.8, §6): visitors go to sign in and come back; a signed-in user
 * without an account finishes signing up first, except an admin, who is shown
 * `adminWithoutAccount` (where the admin console is) when given.
 */
export function PortalGuard({ adminWithoutAccount }: { adminWithoutAccount?: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  return (
    <RequireSignIn
      loading={
        <div className="container page">
          <Loading label="Checking your sign-in…" />
        </div>
      }
      noAccount={
        <div className="container page">
          {isAdmin && adminWithoutAccount ? adminWithoutAccount : <FinishSignUp />}
        </div>
      }
      failed={(error) => (
        <div className="container page">
          <Notice tone="error">
            <p>
              We could not load your account.{' '}
              {error ? callErrorMessage(error) : 'Reload the page to try again.'}
            </p>
          </Notice>
        </div>
      )}
    />
  );
}
