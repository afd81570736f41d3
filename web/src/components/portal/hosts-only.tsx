import type { ReactNode } from 'react';
import { Link } from '@fundax/client';

import { hostsEvents, usePortalUser } from '../../utils/use-portal-user';
import { EmptyState } from '../ui/empty-state';

/** Whether the signed-in user runs events (and is paid for them): partners and fundaxers. */
export function useHostsEvents(): boolean {
  return hostsEvents(usePortalUser().role);
}

/** Events and payouts are for partners and fundaxers; an angel opening them is told so. */
export function HostsOnly({ children }: { children: ReactNode }) {
  if (useHostsEvents()) return children;
  return (
    <EmptyState title="Events are run by partners and fundaxers">
      <p>
        As an angel you support them through the business network. See{' '}
        <Link to="/special-events">upcoming events</Link> or your{' '}
        <Link to="/portal/dashboard">dashboard</Link>.
      </p>
    </EmptyState>
  );
}
