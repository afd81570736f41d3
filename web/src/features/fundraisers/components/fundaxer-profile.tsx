import { GoalProgress } from '@fundax/client/ui';
import { CAUSE_LABELS, type PublicProfile } from '@fundax/core';
import type { ReactNode } from 'react';

import './fundraisers.css';

/**
 * One fundaxer in full: their fundraiser's story and progress, who they are, and (composed by
 * the route) their events.
 */
export function FundaxerProfile({
  fundaxer,
  events,
}: {
  fundaxer: PublicProfile;
  events?: ReactNode;
}) {
  const fundraiser = fundaxer.fundraiser;
  return (
    <div className="stack">
      {fundraiser ? (
        <section aria-labelledby="fundaxer-fundraiser" className="card">
          <p>
            <span className="badge">{CAUSE_LABELS[fundraiser.category]}</span>
          </p>
          <h2 id="fundaxer-fundraiser">{fundraiser.title}</h2>
          <GoalProgress
            raisedCents={fundraiser.raisedCents}
            goalCents={fundraiser.goalCents}
            label="Raised toward the goal"
          />
          <p className="fundraiser-story">{fundraiser.story}</p>
        </section>
      ) : null}
      <section aria-labelledby="fundaxer-about">
        <h2 id="fundaxer-about">About {fundaxer.displayName}</h2>
        {fundaxer.organizationName ? <p>{fundaxer.organizationName}</p> : null}
        {fundaxer.city ? <p className="muted">{fundaxer.city}</p> : null}
        {fundaxer.bio ? <p>{fundaxer.bio}</p> : null}
        {fundaxer.website ? (
          <p>
            <a href={fundaxer.website} rel="noopener noreferrer">
              {new URL(fundaxer.website).hostname}
            </a>
          </p>
        ) : null}
      </section>
      {events}
    </div>
  );
}
