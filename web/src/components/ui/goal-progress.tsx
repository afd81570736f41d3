import { formatCents } from '@fundax/core';
import { useId } from 'react';

import './goal-progress.css';

interface GoalProgressProps {
  raisedCents: number;
  goalCents: number | null;
  /** What the bar measures, e.g. "Raised at this event". */
  label: string;
}

/** Share of the goal reached, 0-100, rounded down so 99.6% never shows as done. */
export function goalPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 100;
  return Math.min(100, Math.floor((raisedCents / goalCents) * 100));
}

/**
 * Money raised toward a goal, as an accessible progress bar: screen readers hear the label and
 * "$612.50 of $1,500.00 (40%)". Without a goal it shows the amount alone.
 */
export function GoalProgress({ raisedCents, goalCents, label }: GoalProgressProps) {
  const labelId = useId();
  const raised = formatCents(raisedCents);
  if (goalCents === null || goalCents === 0) {
    return (
      <div className="goal-progress">
        <p className="goal-progress__figures">
          <span id={labelId}>{label}</span>
          <strong>{raised}</strong>
        </p>
      </div>
    );
  }
  const percent = goalPercent(raisedCents, goalCents);
  const text = `${raised} of ${formatCents(goalCents)} (${percent}%)`;
  return (
    <div className="goal-progress">
      <p className="goal-progress__figures">
        <span id={labelId}>{label}</span>
        <span>
          <strong>{raised}</strong> of {formatCents(goalCents)} goal
        </span>
      </p>
      <div
        className="goal-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="goal-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="goal-progress__percent muted">{percent}% of the goal</p>
    </div>
  );
}
