import { Options } from '@fundax/client/ui';
import {
  CAUSE_CATEGORIES,
  CAUSE_LABELS,
  type CauseCategory,
  VENUE_CATEGORIES,
  VENUE_LABELS,
  type VenueCategory,
  radiusLabel,
} from '@fundax/core';
import { useId } from 'react';

import { DATE_WINDOWS, type DateWindowId } from '../utils/date-window';
import { RADIUS_CHOICES_KM } from '../utils/radius-choices';

export interface NearbyFilters {
  kind: 'events' | 'venues';
  radiusKm: number;
  category: CauseCategory | VenueCategory | '';
  dates: DateWindowId;
}

/** What to find, how far, and the filters; every change searches again at once. */
export function NearbyControls({
  filters,
  onChange,
  allowVenues,
}: {
  filters: NearbyFilters;
  onChange: (next: NearbyFilters) => void;
  allowVenues: boolean;
}) {
  const id = useId();
  const set = (patch: Partial<NearbyFilters>) => onChange({ ...filters, ...patch });
  const categories = filters.kind === 'events' ? CAUSE_CATEGORIES : VENUE_CATEGORIES;
  const labels: Record<string, string> = filters.kind === 'events' ? CAUSE_LABELS : VENUE_LABELS;
  return (
    <div className="nearby-controls" role="group" aria-label="Search options">
      {allowVenues ? (
        <fieldset className="nearby-controls__kind">
          <legend className="visually-hidden">Find</legend>
          {(['events', 'venues'] as const).map((kind) => (
            <label key={kind} className="nearby-controls__choice">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={filters.kind === kind}
                onChange={() => set({ kind, category: '' })}
              />{' '}
              {kind === 'events' ? 'Events' : 'Businesses'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-radius`}>Within</label>
        <select
          id={`${id}-radius`}
          value={filters.radiusKm}
          onChange={(event) => set({ radiusKm: Number(event.target.value) })}
        >
          <Options values={RADIUS_CHOICES_KM} label={(km) => radiusLabel(km)} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>
          {filters.kind === 'events' ? 'Cause' : 'Kind of business'}
        </label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) => set({ category: event.target.value as NearbyFilters['category'] })}
        >
          <option value="">{filters.kind === 'events' ? 'All causes' : 'All businesses'}</option>
          <Options values={categories} label={(category) => labels[category]} />
        </select>
      </div>
      {filters.kind === 'events' ? (
        <div className="field">
          <label htmlFor={`${id}-dates`}>When</label>
          <select
            id={`${id}-dates`}
            value={filters.dates}
            onChange={(event) => set({ dates: event.target.value as DateWindowId })}
          >
            {DATE_WINDOWS.map((window) => (
              <option key={window.id} value={window.id}>
                {window.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
