import { GoalProgress } from '@fundax/client/ui';
import type { Fundraiser } from '@fundax/core';
import { Link } from '@fundax/client';

import type { OwnProfile } from '../api/account-views';

/** A fundaxer's fundraiser: its title and how far it is toward its goal. */
export function FundraiserCard({ fundraiser }: { fundraiser: Fundraiser }) {
  return (
    <div className="card">
      <h3>{fundraiser.title}</h3>
      <GoalProgress
        raisedCents={fundraiser.raisedCents}
        goalCents={fundraiser.goalCents}
        label="Raised toward your goal"
      />
    </div>
  );
}

/** The money page's section on a fundaxer's fundraiser: its progress, or where to start one. */
export function FundraiserProgress({ own }: { own: OwnProfile | null }) {
  return (
    <section className="portal-section" aria-labelledby="fundraiser-heading">
      <h2 id="fundraiser-heading">Your fundraiser</h2>
      {own?.fundraiser ? (
        <FundraiserCard fundraiser={own.fundraiser} />
      ) : (
        <p>
          No fundraiser yet. <Link to="/portal/profile">Start one</Link>.
        </p>
      )}
    </section>
  );
}
