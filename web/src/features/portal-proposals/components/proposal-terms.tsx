import { formatEventWhen } from '@fundax/core';

import type { PortalEvent } from '../../../utils/portal-event';

/**
 * What a proposal asks the other side to agree to: where and when (Mountain Time), the
 * give-back with its terms and exclusions, the partner's share, and the fundaxer.
 */
export function ProposalTerms({ event }: { event: PortalEvent }) {
  return (
    <dl className="portal-facts">
      <div>
        <dt>Where</dt>
        <dd>
          {event.venueName}
          <br />
          <span className="muted">{event.venueAddress}</span>
        </dd>
      </div>
      <div>
        <dt>When</dt>
        <dd>{formatEventWhen(event.eventStart, event.eventEnd)}</dd>
      </div>
      <div>
        <dt>Give-back</dt>
        <dd>
          {event.givebackPercent}% of the qualifying sales to the cause
          {event.givebackTerms ? (
            <>
              <br />
              <span className="muted">Terms: {event.givebackTerms}</span>
            </>
          ) : null}
          <br />
          <span className="muted">Excludes: {event.givebackExclusions || 'nothing listed'}</span>
        </dd>
      </div>
      <div>
        <dt>Partner share</dt>
        <dd>
          {event.partnerSharePercent === null
            ? 'Not set by the terms (an admin records the partner’s payout)'
            : `${event.partnerSharePercent}% of the qualifying sales`}
        </dd>
      </div>
      <div>
        <dt>Fundaxer</dt>
        <dd>{event.fundaxerName ?? 'None: a community event'}</dd>
      </div>
    </dl>
  );
}
