import { formatShortDayWithZone } from '@fundax/core';
import { Link } from '@fundax/client';

import {
  type PortalEvent,
  myParties,
  needsResults,
  payoutState,
} from '../../../utils/portal-event';
import { portalEventPath } from '../../../utils/portal-paths';

/** What is left after an event: results to report, a payout still to come. */
function followUps(event: PortalEvent, uid: string, now: Date): string[] {
  const notes: string[] = [];
  if (needsResults(event, uid, now)) notes.push('Report the night’s sales');
  for (const party of myParties(event, uid)) {
    if (payoutState(event, party, now).kind === 'pending') {
      notes.push(party === 'partner' ? 'Your partner payout is pending' : 'Your payout is pending');
    }
  }
  return notes;
}

export function FollowUpList({
  events,
  uid,
  now,
}: {
  events: PortalEvent[];
  uid: string;
  now: Date;
}) {
  if (events.length === 0) {
    return <p className="muted">Every past event is reported and paid.</p>;
  }
  return (
    <ul className="portal-list" aria-label="Past events awaiting results or payout">
      {events.map((event) => (
        <li key={event.id} className="portal-item">
          <p className="portal-item__meta">
            <Link to={portalEventPath(event.id)}>{event.title}</Link>
            <span className="muted">{formatShortDayWithZone(event.eventStart)}</span>
          </p>
          <p>{followUps(event, uid, now).join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}
