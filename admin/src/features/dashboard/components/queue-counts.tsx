import { Link, type Remote } from '@fundax/client';
import { LoadError } from '@fundax/client/ui';

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

/**
 * One tile per queue: how many wait, linking to the queue. The tiles are there from the first
 * render, a progress mark in place of each number until the counts arrive, so the page below
 * them does not move when they do (a layout shift). The marks show only after a second's wait
 * (`.spinner--deferred`): the counts usually come sooner.
 */
export function QueueCountTiles({
  counts,
  onRetry,
}: {
  counts: Remote<QueueCounts>;
  onRetry: () => void;
}) {
  if (counts.status === 'failed' && counts.error) {
    return <LoadError error={counts.error} what="the queue counts" onRetry={onRetry} />;
  }
  const data = counts.data;
  return (
    <>
      {data ? null : (
        <p role="status" className="visually-hidden">
          Loading the queue counts…
        </p>
      )}
      <ul className="stat-grid" aria-label="Queues" aria-busy={data ? undefined : true}>
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link className="stat" to={tile.to}>
              <span className="stat__value">
                {data ? (
                  data[tile.key]
                ) : (
                  <span className="spinner spinner--deferred" aria-hidden="true" />
                )}
              </span>
              <span className="stat__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
