import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { usePortalUser } from '../hooks/use-portal-user';

/** Events and payouts are for partners and fundaxers; an angel opening them is told so. */
export function HostsOnly({ children }: { children: ReactNode }) {
  const { role } = usePortalUser();
  if (role === 'partner' || role === 'fundaxer') return children;
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
