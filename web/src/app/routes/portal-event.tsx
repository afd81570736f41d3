import { Loaded, Notice, Page } from '@fundax/client/ui';
import { canManageEvent, hasEnded } from '@fundax/core';
import { Link, useLocation } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { canReportResults, isOpenForChanges, myParties } from '../api/event-status';
import type { FundaxerOption, PortalEvent } from '../api/portal-views';
import { useNow } from '../hooks/use-now';
import { usePortalEvent, usePortalList, useRefreshPortal } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { CancelEvent } from './cancel-event';
import { EditEventForm } from './edit-event-form';
import { EventFacts } from './event-facts';
import { PayoutStatus } from './payout-status';
import { ReportResults } from './report-results';

/** /portal/events/{id}: one of the user's events, with everything they may do with it. */
export function EventPage({ id }: { id: string }) {
  const { entry, retry } = usePortalEvent(id);
  const event = entry?.data;
  return (
    <Page
      title={event?.title ?? (entry?.status === 'succeeded' ? 'Event not found' : 'Your event')}
    >
      <p>
        <Link to="/portal/events">← All your events</Link>
      </p>
      <Loaded entry={entry} what="this event" retry={retry}>
        {(found) =>
          found ? (
            <EventManagement event={found} reload={retry} />
          ) : (
            <EmptyState title="There is no event of yours at this address">
              <p>
                It may have been removed, or it belongs to someone else. Your events are listed
                under <Link to="/portal/events">Events</Link>.
              </p>
            </EmptyState>
          )
        }
      </Loaded>
    </Page>
  );
}

function EventManagement({ event, reload }: { event: PortalEvent; reload: () => void }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const refresh = useRefreshPortal();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const changed = () => {
    reload();
    refresh('events');
  };
  const manage = canManageEvent(event, { uid }) && isOpenForChanges(event, now);
  return (
    <div className="stack">
      {created ? (
        <Notice tone="success">
          <p>Your event is created. It appears publicly once a Fundax admin approves it.</p>
        </Notice>
      ) : null}
      <EventFacts event={event} />
      <EventPayouts event={event} now={now} />
      {canReportResults(event, uid, now) ? (
        <ReportResults event={event} onReported={changed} />
      ) : null}
      {manage ? (
        <>
          {event.partnerId === uid ? (
            <EditWithFundaxers event={event} onSaved={changed} />
          ) : (
            <EditEventForm event={event} fundaxers={null} onSaved={changed} />
          )}
          <CancelEvent event={event} onCancelled={changed} />
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
function EditWithFundaxers({ event, onSaved }: { event: PortalEvent; onSaved: () => void }) {
  const fundaxers = usePortalList('fundaxerOptions');
  return (
    <Loaded entry={fundaxers.entry} what="the list of fundaxers" retry={fundaxers.retry}>
      {(options: FundaxerOption[]) => (
        <EditEventForm event={event} fundaxers={options} onSaved={onSaved} />
      )}
    </Loaded>
  );
}

/** Payout status for everyone involved; the payee also sees their ledger entries. */
function EventPayouts({ event, now }: { event: PortalEvent; now: Date }) {
  const { uid } = usePortalUser();
  const payee = myParties(event, uid).length > 0;
  return payee ? (
    <PayeePayouts event={event} now={now} uid={uid} />
  ) : (
    <PayoutStatus event={event} uid={uid} now={now} ledger={[]} />
  );
}

function PayeePayouts({ event, now, uid }: { event: PortalEvent; now: Date; uid: string }) {
  const ledger = usePortalList('ledger');
  return (
    <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
      {(entries) => (
        <PayoutStatus
          event={event}
          uid={uid}
          now={now}
          ledger={entries.filter((entry) => entry.eventId === event.id)}
        />
      )}
    </Loaded>
  );
}
