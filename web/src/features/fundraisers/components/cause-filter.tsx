import { Options } from '@fundax/client/ui';
import { CAUSE_CATEGORIES, CAUSE_LABELS, type CauseCategory } from '@fundax/core';

import './fundraisers.css';

/** Reads ?cause= safely: an unknown value means every cause. */
export function causeFromSearch(value: string | null): CauseCategory | null {
  return CAUSE_CATEGORIES.find((category) => category === value) ?? null;
}

/** Filter the listing by cause; the list below updates in place (no change of page). */
export function CauseFilter({
  value,
  onChange,
  resultCount,
}: {
  value: CauseCategory | null;
  onChange: (next: CauseCategory | null) => void;
  resultCount: number | null;
}) {
  return (
    <div className="cause-filter">
      <div className="field">
        <label htmlFor="cause-filter">Cause</label>
        <select
          id="cause-filter"
          value={value ?? ''}
          onChange={(event) => onChange(causeFromSearch(event.target.value))}
        >
          <option value="">All causes</option>
          <Options values={CAUSE_CATEGORIES} label={(category) => CAUSE_LABELS[category]} />
        </select>
      </div>
      <p role="status" className="muted">
        {resultCount === null
          ? ''
          : `${resultCount} ${resultCount === 1 ? 'fundraiser' : 'fundraisers'}`}
      </p>
    </div>
  );
}
