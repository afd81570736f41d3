import { formatCents, formatDateTime } from '@fundax/core';
import type { ReactNode } from 'react';
import { Link } from '@fundax/client';

import { portalEventPath } from '../../../utils/portal-paths';
import type { LedgerView } from '../api/ledger-view';

/**
 * The user's own payouts and reversals as a table: date, kind (with a reversal's reason),
 * amount and reference. With `eventTitles` it also names and links each entry's event (the
 * history across events); without, it is one event's ledger.
 */
export function LedgerTable({
  entries,
  caption,
  eventTitles,
}: {
  entries: LedgerView[];
  caption: ReactNode;
  eventTitles?: ReadonlyMap<string, string>;
}) {
  return (
    <div className="portal-table-wrap">
      <table className="portal-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date (Mountain Time)</th>
            {eventTitles ? <th scope="col">Event</th> : null}
            <th scope="col">Kind</th>
            <th scope="col" className="amount">
              Amount
            </th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
              </td>
              {eventTitles ? (
                <td>
                  <Link to={portalEventPath(entry.eventId)}>
                    {eventTitles.get(entry.eventId) ?? 'Event'}
                  </Link>
                </td>
              ) : null}
              <td>
                {entry.kind === 'payment' ? 'Payment' : 'Reversal'}
                {entry.reason ? <span className="muted"> ({entry.reason})</span> : null}
              </td>
              <td className="amount">
                {entry.kind === 'reversal' ? '−' : ''}
                {formatCents(entry.amountCents)}
              </td>
              <td>{entry.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
