import { type Saved, useNow } from '@fundax/client';
import type { ReactNode } from 'react';

import { EventSummaryList } from '../../../features/portal-events/components/event-summary';
import { FollowUpList } from '../../../features/portal-money/components/follow-up-list';
import type { AwaitingAnswers as Awaiting } from '../../../features/portal-proposals/api/read-proposals';
import { AwaitingAnswers } from '../../../features/portal-proposals/components/awaiting-answers';
import { eventsAwaitingFollowUp, nextEvents, type PortalEvent } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import { Section } from './dashboard-parts';

/** How many upcoming events the dashboard shows (the events page has them all). */
const NEXT_EVENTS = 3;

/**
 * Proposals waiting for the user's answer, next events, items in review, and what is left after
 * past events: shared by hosts.
 */
export function EventSections({
  events,
  attention,
  savedAwaiting,
}: {
  events: PortalEvent[];
  attention: ReactNode;
  /** The proposals the dashboard saved on the last visit. */
  savedAwaiting: Saved<Awaiting> | null;
}) {
  const { uid } = usePortalUser();
  const now = useNow();
  const next = nextEvents(events, now).slice(0, NEXT_EVENTS);
  return (
    <>
      <AwaitingAnswers saved={savedAwaiting} />
      <Section id="next-events" title="Next events">
        {next.length === 0 ? (
          <p className="muted">No approved upcoming events yet.</p>
        ) : (
          <EventSummaryList events={next} uid={uid} label="Next events" />
        )}
      </Section>
      <Section id="attention" title="Not public yet, or hidden">
        {attention}
      </Section>
      <Section id="follow-up" title="After the event">
        <FollowUpList events={eventsAwaitingFollowUp(events, uid, now)} uid={uid} now={now} />
      </Section>
    </>
  );
}
