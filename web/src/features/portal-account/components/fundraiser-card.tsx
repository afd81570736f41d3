import { GoalProgress } from '@fundax/client/ui';
import type { Fundraiser } from '@fundax/core';

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
