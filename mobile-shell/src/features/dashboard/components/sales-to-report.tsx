import { SalesReportForm } from '@fundax/client/ui';
import { formatCardWhen, formatCents } from '@fundax/core';
import { useRef, useState } from 'react';

import { OfflineNote } from '../../../components/offline-note';
import { Sheet } from '../../../components/sheet';
import type { OwnEvent } from '../api/dashboard-data';

/**
 * A partner's events that ended with their sales still to report. "Report sales" opens a sheet
 * with the kit's sales form (reportEventResults, previewing what is raised); the recorded
 * figures are announced here, and the event leaves the list as the dashboard reads again.
 */
export function SalesToReport({ events, online }: { events: OwnEvent[]; online: boolean }) {
  const [reporting, setReporting] = useState<OwnEvent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  if (events.length === 0 && announcement === '') return null;
  return (
    <div className="card">
      <h3>Report the night’s sales</h3>
      <p ref={status} role="status" tabIndex={-1} className="review__status">
        {announcement}
      </p>
      {!online && events.length > 0 ? <OfflineNote action="reporting sales" /> : null}
      {events.length === 0 ? (
        <p className="muted">All your events’ sales are reported.</p>
      ) : (
        <ul className="list" aria-label="Events with sales to report">
          {events.map((event) => (
            <li key={event.id}>
              <strong>{event.title}</strong>
              <p className="small muted">
                {formatCardWhen(event.eventStart)} · {event.givebackPercent}% back
                {event.fundaxerName ? ` for ${event.fundaxerName}` : ''}
              </p>
              <button
                type="button"
                className="button button--small"
                aria-label={`Report sales for ${event.title}`}
                disabled={!online}
                onClick={() => setReporting(event)}
              >
                Report sales
              </button>
            </li>
          ))}
        </ul>
      )}
      <Sheet
        open={reporting !== null}
        title={reporting ? `Sales at ${reporting.title}` : 'Sales'}
        onClose={() => setReporting(null)}
      >
        {reporting ? (
          <SalesReportForm
            eventId={reporting.id}
            name={reporting.title}
            givebackPercent={reporting.givebackPercent}
            salesCents={reporting.salesCents}
            cause={reporting.fundaxerName}
            disabled={!online}
            onReported={(result) => {
              setAnnouncement(
                `Recorded for ${reporting.title}: sales of ${formatCents(result.salesCents)} raised ${formatCents(result.raisedCents)}.`,
              );
              setReporting(null);
              // The sheet hands focus back to its button, which is leaving: say it here.
              requestAnimationFrame(() => status.current?.focus());
            }}
          />
        ) : null}
      </Sheet>
    </div>
  );
}
