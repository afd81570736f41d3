import { AUDIT_ACTION_LABELS, formatDateTime } from '@fundax/core';
import { Link } from '@fundax/client';

import type { AuditRecord } from '../../utils/records';
import { TableFrame } from '../ui/table-frame';

/** Where the console shows the record an audit entry is about, when it has a page. */
export function auditTargetLink(entry: AuditRecord): string | null {
  switch (entry.targetType) {
    case 'event':
      return `/auth/record/${entry.targetId}?kind=event`;
    case 'venue':
      return `/auth/record/${entry.targetId}?kind=venue`;
    case 'user':
      return `/auth/record/${entry.targetId}?kind=profile`;
    case 'ledger': {
      const eventId = entry.changes?.eventId;
      return typeof eventId === 'string'
        ? `/auth/accounting?event=${encodeURIComponent(eventId)}`
        : null;
    }
    case 'application':
      return '/auth/angels';
    case 'story':
      return `/auth/story-add?id=${encodeURIComponent(entry.targetId)}`;
    case 'group':
      return '/auth/networking-groups';
    case 'resource':
      return '/auth/resources';
    default:
      return null;
  }
}

/** Audit entries, newest first: when, what, on which record, by whom, and why. */
export function AuditTable({ entries, caption }: { entries: AuditRecord[]; caption: string }) {
  if (entries.length === 0) return <p className="muted">No audit entries yet.</p>;
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Record</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const link = auditTargetLink(entry);
            return (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.at)}</td>
                <th scope="row">{AUDIT_ACTION_LABELS[entry.action]}</th>
                <td>
                  {link ? (
                    <Link to={link}>
                      <code>{entry.targetId}</code>
                    </Link>
                  ) : (
                    <code>{entry.targetId}</code>
                  )}{' '}
                  <span className="muted small">({entry.targetType})</span>
                </td>
                <td>
                  <code>{entry.actorId}</code>
                </td>
                <td>{entry.reason ?? <span className="muted">—</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
