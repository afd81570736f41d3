import { RedirectSignedIn, selectUserStatus, useAppSelector } from '@fundax/client';
import { Loading } from '@fundax/client/ui';
import type { ReactNode } from 'react';

import { FinishSignUp } from './finish-sign-up';
import { SignInPanel } from './sign-in-panel';

interface SignInScreenProps {
  /** Where an emailed sign-in link opens (a page showing this screen again). */
  emailLinkContinuePath: string;
  /** Where a signed-in user goes when the URL names no safe `from`. */
  signedInTo?: string;
  /** Shown to a signed-in user without an account; by default, the three ways to join. */
  noAccount?: ReactNode;
}

/**
 * The sign-in page body: a signed-in user is sent on (to `from`, else `signedInTo`); everyone
 * else gets every sign-in method.
 */
export function SignInScreen({ emailLinkContinuePath, signedInTo, noAccount }: SignInScreenProps) {
  return (
    <RedirectSignedIn loading={<Loading label="Signing you in…" />} to={signedInTo}>
      <SignInOrFinish emailLinkContinuePath={emailLinkContinuePath} noAccount={noAccount} />
    </RedirectSignedIn>
  );
}

function SignInOrFinish({
  emailLinkContinuePath,
  noAccount = <FinishSignUp />,
}: Pick<SignInScreenProps, 'emailLinkContinuePath' | 'noAccount'>) {
  const status = useAppSelector(selectUserStatus);
  if (status === 'missing') return noAccount;
  return <SignInPanel emailLinkContinuePath={emailLinkContinuePath} />;
}
