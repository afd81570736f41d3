import { GoalProgress } from '@fundax/client/ui';
import { CAUSE_LABELS, type PublicProfile, profileName } from '@fundax/core';
import { Link } from '@fundax/client';

import { fundaxerPath } from '../../../utils/public-paths';
import './fundraisers.css';

/** A fundaxer in the listing: who, for what, and how far along. */
export function FundaxerCard({ fundaxer }: { fundaxer: PublicProfile }) {
  const fundraiser = fundaxer.fundraiser;
  return (
    <article className="card fundaxer-card">
      {fundraiser ? (
        <p>
          <span className="badge">{CAUSE_LABELS[fundraiser.category]}</span>
        </p>
      ) : null}
      <h2 className="fundaxer-card__title">
        <Link to={fundaxerPath(fundaxer.id)}>{fundraiser?.title ?? fundaxer.displayName}</Link>
      </h2>
      <p className="muted">
        {profileName(fundaxer)}
        {fundaxer.city ? ` · ${fundaxer.city}` : ''}
      </p>
      {fundraiser ? (
        <GoalProgress
          raisedCents={fundraiser.raisedCents}
          goalCents={fundraiser.goalCents}
          label="Raised"
        />
      ) : (
        <p>{fundaxer.bio}</p>
      )}
    </article>
  );
}
