import { type Account, Link, useThunk } from '@fundax/client';
import { Loading, Notice } from '@fundax/client/ui';
import { callErrorMessage } from '@fundax/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { fetchOwnApplications } from '../../api/own-applications';
import { AngelApplicationForm } from './angel-application-form';
import { StepIndicator } from './step-indicator';

/**
 * For a signed-in angel: the application form, unless one is already waiting or approved (one
 * application at a time; after a rejection they may apply again).
 */
export function AngelApplicationStep({
  account,
  steps,
}: {
  account: Account;
  steps: readonly string[];
}) {
  const navigate = useNavigate();
  const applications = useThunk(fetchOwnApplications);
  const { run } = applications;
  useEffect(() => {
    void run(account.id);
  }, [account.id, run]);

  if (account.role !== 'angel') {
    return (
      <Notice>
        <p>
          You are signed in with a {account.role} account. Angels join with an account of their own:
          sign out first to apply as an angel.
        </p>
      </Notice>
    );
  }
  if (applications.status === 'idle' || applications.status === 'pending') {
    return <Loading label="Checking your application…" />;
  }
  if (applications.status === 'failed') {
    return (
      <Notice tone="error">
        <p>We could not check your application. {callErrorMessage(applications.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void run(account.id)}
        >
          Try again
        </button>
      </Notice>
    );
  }
  const open = applications.data.find((application) => application.approved !== false);
  if (open?.approved === null) {
    return (
      <Notice tone="success">
        <p>
          Your application is waiting for review. We will email you when an admin has looked at it.
          Meanwhile, <Link to="/angels/training">see how angels work</Link>.
        </p>
      </Notice>
    );
  }
  if (open?.approved === true) {
    return (
      <Notice tone="success">
        <p>
          Your application was approved. Welcome to the network!{' '}
          <Link to={`/angels/payment/${open.id}`}>See your membership dues</Link> or{' '}
          <Link to="/angels/link-angel-profile">complete your public profile</Link>.
        </p>
      </Notice>
    );
  }
  return (
    <>
      <StepIndicator steps={steps} current={2} />
      {applications.data.length > 0 ? (
        <Notice>
          <p>Your earlier application was not approved. You are welcome to apply again.</p>
        </Notice>
      ) : null}
      <AngelApplicationForm
        onSubmitted={(id) =>
          void navigate(`/angels/success?${new URLSearchParams({ application: id }).toString()}`)
        }
      />
    </>
  );
}
