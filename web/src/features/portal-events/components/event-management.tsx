import { useNow } from '@fundax/client';
import { Loaded, Notice } from '@fundax/client/ui';
import { canManageEvent, hasEnded } from '@fundax/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { type PortalEvent, canReportResults, isOpenForChanges } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import { useFundaxerOptions } from '../hooks/use-own-events';
import { CancelEvent } from './cancel-event';
import { EditEventForm } from './edit-event-form';
import { EventFacts } from './event-facts';
import { ReportResults } from './report-results';

/**
 * One of the user's events with everything they may do with it: its facts, its payouts (given by
 * the page: they are the money part's), results to report, and edit and cancel while it is open.
 */
export function EventManagement({ event, payouts }: { event: PortalEvent; payouts: ReactNode }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const manage = canManageEvent(event, { uid }) && isOpenForChanges(event, now);
  return (
    <div className="stack">
      {created ? (
        <Notice tone="success">
          <p>Your event is created. It appears publicly once a Fundax admin approves it.</p>
        </Notice>
      ) : null}
      <EventFacts event={event} />
      {payouts}
      {canReportResults(event, uid, now) ? <ReportResults event={event} /> : null}
      {manage ? (
        <>
          {event.partnerId === uid ? (
            <EditWithFundaxers event={event} />
          ) : (
            <EditEventForm event={event} fundaxers={null} />
          )}
          <CancelEvent event={event} />
        </>
      ) : null}
      {!manage && !canManageEvent(event, { uid }) && !hasEnded(event, now) ? (
        <p className="muted">
          The organizer and the venue’s partner manage this event. Ask them, or Fundax support, for
          changes.
        </p>
      ) : null}
    </div>
  );
}

/** Partners may change the fundaxer an event raises money for. */
function EditWithFundaxers({ event }: { event: PortalEvent }) {
  const fundaxers = useFundaxerOptions();
  return (
    <Loaded entry={fundaxers.entry} what="the list of fundaxers" retry={fundaxers.retry}>
      {(options) => <EditEventForm event={event} fundaxers={options} />}
    </Loaded>
  );
}
