import { useNow } from '@fundax/client';
import { Loaded, Notice } from '@fundax/client/ui';
import { awaitedSides, canManageEvent, hasEnded } from '@fundax/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { type PortalEvent, canReportResults, isOpenForChanges } from '../../../utils/portal-event';
import { type RevisionView, proposedVersion } from '../../../utils/portal-revision';
import { usePortalUser } from '../../../utils/use-portal-user';
import { useFundaxerOptions } from '../hooks/use-own-events';
import { CancelEvent } from './cancel-event';
import { EditEventForm } from './edit-event-form';
import { EventFacts } from './event-facts';
import { ReportResults } from './report-results';

interface EventManagementProps {
  event: PortalEvent;
  /** Its payouts and statement (the money part's), given by the page. */
  payouts: ReactNode;
  /** Its agreement and any change waiting for review (the proposals part's), given by the page. */
  agreement?: ReactNode;
  /** The change waiting for review, once read: the edit form starts from what it proposes. */
  proposal?: RevisionView | null;
}

/**
 * One of the user's events with everything they may do with it: its facts, its agreement and
 * pending change, its payouts, results to report, and edit and cancel while it is open.
 */
export function EventManagement({ event, payouts, agreement, proposal }: EventManagementProps) {
  const { uid } = usePortalUser();
  const now = useNow();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const manage = canManageEvent(event, { uid }) && isOpenForChanges(event, now);
  // The edit form waits for the change (if any) so that it starts from what it proposes. It is
  // not remounted when the change is read again after a save: it already holds those values
  // (it diffs against `proposed` on each save), and remounting would drop its "saved" notice.
  const proposed = proposal === undefined ? undefined : proposedVersion(event, proposal);
  const asked = awaitedSides(event.consent);
  return (
    <div className="stack">
      {created ? (
        <Notice tone="success">
          <p>
            Your event is created.{' '}
            {asked.length > 0
              ? `The ${asked.join(' and the ')} is asked to accept it first; then a Fundax admin reviews it.`
              : 'It appears publicly once a Fundax admin approves it.'}
          </p>
        </Notice>
      ) : null}
      <EventFacts event={event} />
      {agreement}
      {payouts}
      {canReportResults(event, uid, now) ? <ReportResults event={event} /> : null}
      {manage ? (
        <>
          {proposed === undefined ? null : event.partnerId === uid ? (
            <EditWithFundaxers event={event} proposed={proposed} />
          ) : (
            <EditEventForm event={event} proposed={proposed} fundaxers={null} />
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
function EditWithFundaxers({ event, proposed }: { event: PortalEvent; proposed: PortalEvent }) {
  const fundaxers = useFundaxerOptions();
  return (
    <Loaded entry={fundaxers.entry} what="the list of fundaxers" retry={fundaxers.retry}>
      {(options) => <EditEventForm event={event} proposed={proposed} fundaxers={options} />}
    </Loaded>
  );
}
