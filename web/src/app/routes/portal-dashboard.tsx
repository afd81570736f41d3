import { selectSession, useAppSelector } from '@fundax/client';
import { Page } from '@fundax/client/ui';

import { adminConsoleUrl } from '../../features/portal-shell/components/admin-console-pointer';
import { usePortalUser } from '../../utils/use-portal-user';
import {
  AngelDashboard,
  FundaxerDashboard,
  PartnerDashboard,
} from './portal-dashboard/role-dashboards';

/**
 * /portal/dashboard: the user's overview, by role. It composes the portal's parts (events,
 * locations, money, account); each role's composition sits under ./portal-dashboard/.
 */
export function Component() {
  const { role, account, isAdmin } = usePortalUser();
  // The session's name shows while the account loads again (a visit restored from the last).
  const { displayName } = useAppSelector(selectSession);
  const firstName = (account?.displayName ?? displayName)?.split(' ')[0];
  const consoleUrl = isAdmin ? adminConsoleUrl() : null;
  return (
    <Page
      title="Dashboard"
      lede={firstName ? `Welcome back, ${firstName}. Here is what needs you.` : undefined}
    >
      {consoleUrl ? (
        <p>
          You are also an admin: reviews and payouts are in the{' '}
          <a href={consoleUrl}>admin console</a>.
        </p>
      ) : null}
      {role === 'partner' ? <PartnerDashboard /> : null}
      {role === 'fundaxer' ? <FundaxerDashboard /> : null}
      {role === 'angel' ? <AngelDashboard /> : null}
    </Page>
  );
}
