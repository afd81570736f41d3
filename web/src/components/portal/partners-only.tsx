import type { Role } from '@fundax/core';
import type { ReactNode } from 'react';
import { Link } from '@fundax/client';

import { EmptyState } from '../ui/empty-state';

/** Locations belong to partner businesses; anyone else opening those pages is told so. */
export function PartnersOnly({ role, children }: { role: Role | ''; children: ReactNode }) {
  if (role === 'partner') return children;
  return (
    <EmptyState title="Locations are for partner businesses">
      <p>
        Businesses that host give-back events list their locations here. Run one?{' '}
        <Link to="/partner/signup">Become a partner</Link>.
      </p>
    </EmptyState>
  );
}
