import {
  Link,
  loginPathFor,
  selectUserError,
  selectUserStatus,
  useAppSelector,
} from '@fundax/client';
import { LoadError, Loading, Notice, Page } from '@fundax/client/ui';
import { callErrorMessage } from '@fundax/core';
import { useLocation, useParams } from 'react-router';

import { DuesStatus } from '../../features/angels/components/dues-status';
import { useDues } from '../../features/angels/hooks/use-angels';

const TITLE = 'Membership dues';
const LEDE = 'What you owe as a Fundax angel, its status, and how to pay.';

function Dues({ applicationId }: { applicationId: string }) {
  const { entry, retry } = useDues(applicationId, true);
  if (entry?.data) return <DuesStatus view={entry.data} />;
  if (entry?.status === 'succeeded') {
    return (
      <Notice tone="error">
        <p>
          We could not find this application in your account. Check that you are signed in with the
          account you applied with, or contact{' '}
          <a href="mailto:support@fundax.example">support@fundax.example</a>.
        </p>
      </Notice>
    );
  }
  if (entry?.status === 'failed' && entry.error) {
    return <LoadError error={entry.error} what="your dues" onRetry={retry} />;
  }
  return <Loading label="Loading your dues…" />;
}

/** /angels/payment/{id}: the signed-in angel's dues for their application {id}. */
export function Component() {
  const applicationId = useParams().id ?? '';
  const status = useAppSelector(selectUserStatus);
  const sessionError = useAppSelector(selectUserError);
  const location = useLocation();
  let body;
  switch (status) {
    case 'signed-out':
      body = (
        <Notice>
          <p>
            Dues are private to each angel. Sign in with the account you applied with to see yours.
          </p>
          <p>
            <Link className="button" to={loginPathFor(`${location.pathname}${location.search}`)}>
              Sign in to see your dues
            </Link>
          </p>
        </Notice>
      );
      break;
    case 'loaded':
    case 'missing':
      body = <Dues applicationId={applicationId} />;
      break;
    case 'failed':
      body = (
        <Notice tone="error">
          <p>
            We could not check your sign-in.{' '}
            {sessionError ? callErrorMessage(sessionError) : 'Refresh the page to try again.'}
          </p>
        </Notice>
      );
      break;
    default:
      body = <Loading label="Checking your sign-in…" />;
  }
  return (
    <Page title={TITLE} lede={LEDE}>
      {body}
    </Page>
  );
}
