import type { Remote } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';

import { AuditTable } from '../../../components/audit/audit-table';
import type { AuditRecord } from '../../../utils/records';
import { RECENT_AUDIT_SIZE } from '../api/dashboard-slice';

/** The latest admin actions from the audit log. */
export function RecentAudit({
  audit,
  onRetry,
}: {
  audit: Remote<AuditRecord[]>;
  onRetry: () => void;
}) {
  return (
    <section className="section" aria-labelledby="recent-audit">
      <h2 id="recent-audit">Recent admin actions</h2>
      <Loaded entry={audit} what="the audit log" retry={onRetry}>
        {(entries) => (
          <AuditTable
            entries={entries}
            caption={`The latest ${RECENT_AUDIT_SIZE} audit entries, newest first`}
          />
        )}
      </Loaded>
    </section>
  );
}
