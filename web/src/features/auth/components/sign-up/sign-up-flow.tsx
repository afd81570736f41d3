import {
  type Account,
  selectAccount,
  selectUserError,
  selectUserStatus,
  useAppSelector,
} from '@fundax/client';
import { Loading, Notice } from '@fundax/client/ui';
import { type CallError, callErrorMessage } from '@fundax/core';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';

import { useRegisterAccount } from '../../hooks/use-register-account';
import { CredentialsStep } from './credentials-step';
import { StepIndicator } from './step-indicator';

type RegisterInput = Parameters<ReturnType<typeof useRegisterAccount>['run']>[0];

/** What a details form gets: submit registers the account; pending and error describe it. */
export interface DetailsStepProps {
  submit: (input: RegisterInput) => Promise<{ ok: boolean; error?: CallError }>;
  pending: boolean;
  error: CallError | null;
}

interface SignUpFlowProps {
  /** Names of the steps, for "Step 2 of 3: ...". The first is always the sign-in. */
  steps: readonly string[];
  emailLinkContinuePath: string;
  /** The role's details form (step two). */
  details: (props: DetailsStepProps) => ReactNode;
  /** Where to go once the account exists; without it the flow shows `existing` (next step). */
  successPath?: string;
  /** What someone who already has an account sees (or the step after registering). */
  existing: (account: Account) => ReactNode;
}

/**
 * A sign-up: first an identity (unless already signed in), then the account through
 * registerAccount, then the success page. Each step shows where the person is.
 */
export function SignUpFlow({
  steps,
  emailLinkContinuePath,
  details,
  successPath,
  existing,
}: SignUpFlowProps) {
  const status = useAppSelector(selectUserStatus);
  const account = useAppSelector(selectAccount);
  const sessionError = useAppSelector(selectUserError);
  const registration = useRegisterAccount();
  const [doneTo, setDoneTo] = useState<string | null>(null);

  if (doneTo) return <Navigate to={doneTo} replace />;
  const registering = registration.pending || (registration.status === 'succeeded' && successPath);
  if (registering || status === 'missing') {
    return (
      <>
        <StepIndicator steps={steps} current={1} />
        {details({
          submit: async (input) => {
            const outcome = await registration.run(input);
            if (outcome.ok && successPath) setDoneTo(successPath);
            return outcome;
          },
          pending: Boolean(registering),
          error: registration.status === 'failed' ? registration.error : null,
        })}
      </>
    );
  }
  if (status === 'loaded' && account) return existing(account);
  if (status === 'unknown' || status === 'loading')
    return <Loading label="Checking your sign-in…" />;
  return (
    <>
      <StepIndicator steps={steps} current={0} />
      {status === 'failed' && sessionError ? (
        <Notice tone="error">
          <p>We could not load your account. {callErrorMessage(sessionError)}</p>
        </Notice>
      ) : null}
      <CredentialsStep emailLinkContinuePath={emailLinkContinuePath} />
    </>
  );
}
