import type { Remote } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';
import { Link } from 'react-router';

import type { QueueCounts } from '../api/dashboard-reads';

const TILES: { key: keyof QueueCounts; label: string; to: string }[] = [
  {
    key: 'pendingEvents',
    label: 'Events to review (starting in the future)',
    to: '/auth/requests#events',
  },
  { key: 'pendingVenues', label: 'Venues to review', to: '/auth/requests#venues' },
  { key: 'pendingApplications', label: 'Angel applications (last 3 months)', to: '/auth/angels' },
  { key: 'partnerPayouts', label: 'Partner payments awaiting', to: '/auth/accounting#partner' },
  { key: 'fundaxerPayouts', label: 'Fundaxer payments awaiting', to: '/auth/accounting#fundaxer' },
  { key: 'openSupport', label: 'Open support requests', to: '/auth/requests#support' },
];

/** One tile per queue: how many wait, linking to the queue. */
export function QueueCountTiles({
  counts,
  onRetry,
}: {
  counts: Remote<QueueCounts>;
  onRetry: () => void;
}) {
  return (
    <Loaded entry={counts} what="the queue counts" retry={onRetry}>
      {(data) => (
        <ul className="stat-grid" aria-label="Queues">
          {TILES.map((tile) => (
            <li key={tile.key}>
              <Link className="stat" to={tile.to}>
                <span className="stat__value">{data[tile.key]}</span>
                <span className="stat__label">{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
