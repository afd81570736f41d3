import { GoalProgress } from '@fundax/client/ui';
import { CAUSE_LABELS, type ServedFundraiser, profileName } from '@fundax/core';
import { Link } from '@fundax/client';

import { fundaxerPath } from '../../../utils/public-paths';
import './fundraisers.css';

/**
 * The fundraiser an event supports, with its overall progress (event pages): from a listed
 * fundaxer's profile, read live or as the page was served with it.
 */
export function FundraiserSummary({ fundaxer }: { fundaxer: ServedFundraiser }) {
  const fundraiser = fundaxer.fundraiser;
  return (
    <section aria-labelledby="fundraiser-heading" className="card">
      <h2 id="fundraiser-heading">The fundraiser</h2>
      {fundraiser ? (
        <>
          <p>
            <strong>{fundraiser.title}</strong>
            <br />
            <span className="badge">{CAUSE_LABELS[fundraiser.category]}</span>
          </p>
          <GoalProgress
            raisedCents={fundraiser.raisedCents}
            goalCents={fundraiser.goalCents}
            label="Raised across all events"
          />
        </>
      ) : null}
      <p>
        Raised by <Link to={fundaxerPath(fundaxer.id)}>{profileName(fundaxer)}</Link>
        {fundaxer.organizationName ? ` (${fundaxer.displayName})` : ''}
        {fundaxer.city ? `, ${fundaxer.city}` : ''}.
      </p>
    </section>
  );
}
