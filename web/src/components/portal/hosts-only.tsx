import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { usePortalUser } from '../hooks/use-portal-user';

/** Whether the user runs events (and is paid for them): partners and fundaxers. */
export function useHostsEvents(): boolean {
  const { role } = usePortalUser();
  return role === 'partner' || role === 'fundaxer';
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
