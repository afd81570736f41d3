import { Page } from '@fundax/client/ui';

import { QueueCountTiles } from '../../features/dashboard/components/queue-counts';
import { RecentAudit } from '../../features/dashboard/components/recent-audit';
import { useDashboard } from '../../features/dashboard/hooks/use-dashboard';

/** /auth/dashboard: what waits in each queue, and the latest admin actions. */
export function Component() {
  const { counts, recentAudit, refresh } = useDashboard();
  return (
    <Page
      title="Dashboard"
      lede="What waits for an administrator, and what was done lately."
      actions={
        <button type="button" className="button button--secondary button--small" onClick={refresh}>
          Refresh
        </button>
      }
    >
      <QueueCountTiles counts={counts} onRetry={refresh} />
      <RecentAudit audit={recentAudit} onRetry={refresh} />
    </Page>
  );
}
