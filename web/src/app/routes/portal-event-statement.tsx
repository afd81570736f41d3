import { Link, useNow } from '@fundax/client';
import { Loaded, Page, PrintButton } from '@fundax/client/ui';
import { hasEnded } from '@fundax/core';
import { useParams } from 'react-router';

import { EmptyState } from '../../components/ui/empty-state';
import { useOwnEvent } from '../../features/portal-events/hooks/use-own-events';
import { EventStatement } from '../../features/portal-money/components/event-statement';
import { myParties } from '../../utils/portal-event';
import { portalEventPath } from '../../utils/portal-paths';
import { usePortalUser } from '../../utils/use-portal-user';

/**
 * /portal/events/{id}/statement: the settlement statement of one of the user's events, as its
 * partner or fundaxer, on a page of its own so that it prints as a document (the print
 * stylesheet leaves out the navigation and the buttons).
 */
export function Component() {
  const { id = '' } = useParams();
  return <StatementPage key={id} id={id} />;
}

function StatementPage({ id }: { id: string }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const { entry, retry } = useOwnEvent(id);
  const event = entry?.data;
  return (
    <Page
      title={event ? `Statement: ${event.title}` : 'Settlement statement'}
      actions={event ? <PrintButton label="Print the statement" /> : undefined}
    >
      <p className="no-print">
        <Link to={portalEventPath(id)}>← Back to the event</Link>
      </p>
      <Loaded entry={entry} what="this event" retry={retry}>
        {(found) =>
          found && myParties(found, uid).length > 0 ? (
            hasEnded(found, now) || found.resultsReported ? (
              <EventStatement event={found} />
            ) : (
              <EmptyState title="No statement before the event ends">
                <p>The statement starts once the event has ended and its results are reported.</p>
              </EmptyState>
            )
          ) : (
            <EmptyState title="There is no statement of yours at this address">
              <p>
                Statements belong to an event’s partner and fundaxer. Your events are listed under{' '}
                <Link to="/portal/events">Events</Link>.
              </p>
            </EmptyState>
          )
        }
      </Loaded>
    </Page>
  );
}
