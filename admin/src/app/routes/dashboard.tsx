import { Page } from '@fundax/client/ui';

import { WaitingFeed } from '../../features/admin-feed/components/waiting-feed';
import { useWaitingFeed } from '../../features/admin-feed/hooks/use-waiting-feed';
import { QueueCountTiles } from '../../features/dashboard/components/queue-counts';
import { RecentAudit } from '../../features/dashboard/components/recent-audit';
import { useDashboard } from '../../features/dashboard/hooks/use-dashboard';

/** /auth/dashboard: what waits in each queue, the newest items that wait, and the latest admin actions. */
export function Component() {
  const { counts, recentAudit, refresh } = useDashboard();
  const feed = useWaitingFeed();
  return (
    <Page
      title="Dashboard"
      lede="What waits for an administrator, and what was done lately."
      actions={
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            refresh();
            feed.retry();
          }}
        >
          Refresh
        </button>
      }
    >
      <QueueCountTiles counts={counts} onRetry={refresh} />
      <WaitingFeed feed={feed.entry} onRetry={feed.retry} />
      <RecentAudit audit={recentAudit} onRetry={refresh} />
    </Page>
  );
}
