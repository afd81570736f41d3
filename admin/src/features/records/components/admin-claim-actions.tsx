import { selectAdminUid, setAdminThunk, useAppSelector, useThunk } from '@fundax/client';
import { formatDateTime } from '@fundax/core';

import { ConfirmAction } from '../../../components/ui/confirm-action';
import type { AuditRecord } from '../../../utils/records';

/**
 * Grants or revokes a user's admin claim (setAdmin). Claims live on the identity token, which
 * the console cannot read for other users, so the state shown is the last grant or revoke the
 * audit log recorded; both actions stay available, and setting the state a user already has
 * changes nothing.
 */
export function AdminClaimActions({
  uid,
  name,
  history,
  onDone,
}: {
  uid: string;
  name: string;
  history: AuditRecord[];
  onDone: (message: string) => void;
}) {
  const setAdmin = useThunk(setAdminThunk);
  const self = useAppSelector(selectAdminUid) === uid;
  const last = history.find(
    (entry) => entry.action === 'admin.grant' || entry.action === 'admin.revoke',
  );
  return (
    <div className="stack">
      <p className="small">
        {last
          ? `${last.action === 'admin.grant' ? 'Admin granted' : 'Admin revoked'} ${formatDateTime(last.at)} (audit log).`
          : 'No admin grant or revoke is recorded for this user.'}{' '}
        A change takes effect when they next sign in.
      </p>
      <div className="cluster">
        <ConfirmAction
          label="Grant admin…"
          consequence={<p>{name} will be able to use this console, including payouts.</p>}
          confirmLabel="Grant admin"
          pendingLabel="Granting…"
          pending={setAdmin.pending}
          run={() => setAdmin.run({ uid, admin: true })}
          onDone={() => onDone(`${name} is now an admin (from their next sign-in).`)}
        />
        <ConfirmAction
          label="Revoke admin…"
          consequence={<p>{name} will no longer be able to use this console.</p>}
          confirmLabel="Revoke admin"
          pendingLabel="Revoking…"
          danger
          disabled={self}
          pending={setAdmin.pending}
          run={() => setAdmin.run({ uid, admin: false })}
          onDone={() => onDone(`${name} is no longer an admin (from their next sign-in).`)}
        />
      </div>
      {self ? <p className="small muted">You cannot revoke your own admin claim.</p> : null}
    </div>
  );
}
