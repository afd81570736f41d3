import { formatCents, goalPercent } from '@fundax/core';
import { useId } from 'react';

interface GoalProgressProps {
  raisedCents: number;
  goalCents: number | null;
  /** What the bar measures, e.g. "Raised at this event". */
  label: string;
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
