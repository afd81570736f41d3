import { Link, mayBeEmailLink, selectUserStatus, useAppSelector } from '@fundax/client';
import { Loading, Page } from '@fundax/client/ui';
import { Navigate, useLocation } from 'react-router';

import { EmailLinkCompletion } from '../../features/auth/components/email-link-completion';

/**
 * Where an angel's emailed sign-in link lands: it finishes the sign-in, then the angel carries
 * on where they are in the flow (details, application, or their profile).
 */
export function Component() {
  const status = useAppSelector(selectUserStatus);
  const isLink = mayBeEmailLink(useLocation().search);
  if (status === 'missing' || status === 'loaded' || (!isLink && status === 'signed-out')) {
    return <Navigate to="/angels/sign-up" replace />;
  }
  return (
    <Page title="Signing you in" lede="One moment while we check your sign-in link.">
      {isLink ? (
        <EmailLinkCompletion
          retry={
            <p>
              <Link to="/angels/sign-up">Start again</Link> to get a new link, or{' '}
              <Link to="/angelAuthentication">sign in another way</Link>.
            </p>
          }
        />
      ) : (
        <Loading label="Checking your sign-in…" />
      )}
    </Page>
  );
}
