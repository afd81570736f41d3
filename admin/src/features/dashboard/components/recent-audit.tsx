import { AuditTable } from '../../../components/audit/audit-table';
import { LoadError } from '../../../components/ui/load-error';
import { Loading } from '../../../components/ui/loading';
import { RECENT_AUDIT_SIZE } from '../api/dashboard-reads';
import type { DashboardState } from '../api/dashboard-slice';

/** The latest admin actions from the audit log. */
export function RecentAudit({
  audit,
  onRetry,
}: {
  audit: DashboardState['recentAudit'];
  onRetry: () => void;
}) {
  return (
    <section className="section" aria-labelledby="recent-audit">
      <h2 id="recent-audit">Recent admin actions</h2>
      {audit.error ? (
        <LoadError error={audit.error} what="the audit log" onRetry={onRetry} />
      ) : null}
      {audit.data ? (
        <AuditTable
          entries={audit.data}
          caption={`The latest ${RECENT_AUDIT_SIZE} audit entries, newest first`}
        />
      ) : audit.error ? null : (
        <Loading label="Loading the audit log…" />
      )}
    </section>
  );
}
