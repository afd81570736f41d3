import { Options } from '@fundax/client/ui';
import {
  type PublicVenue,
  VENUE_CATEGORIES,
  VENUE_LABELS,
  type VenueCategory,
  venueCategoryFromSearch,
} from '@fundax/core';

import { VenueCard } from './venue-card';
import '../../../components/ui/blocks.css';
import './partners.css';

/** Venues grouped under their category, in the order of VENUE_CATEGORIES. */
export function groupByCategory(venues: PublicVenue[]) {
  return VENUE_CATEGORIES.map((category) => ({
    category,
    venues: venues.filter((venue) => venue.category === category),
  })).filter((group) => group.venues.length > 0);
}

export function VenueCategoryFilter({
  value,
  onChange,
  resultCount,
}: {
  value: VenueCategory | null;
  onChange: (next: VenueCategory | null) => void;
  resultCount: number | null;
}) {
  return (
    <div className="directory-filter">
      <div className="field">
        <label htmlFor="venue-category">Type of business</label>
        <select
          id="venue-category"
          value={value ?? ''}
          onChange={(event) => onChange(venueCategoryFromSearch(event.target.value))}
        >
          <option value="">All businesses</option>
          <Options values={VENUE_CATEGORIES} label={(category) => VENUE_LABELS[category]} />
        </select>
      </div>
      <p role="status" className="muted">
        {resultCount === null
          ? ''
          : `${resultCount} ${resultCount === 1 ? 'business' : 'businesses'}`}
      </p>
    </div>
  );
}

/** The directory itself: one heading per category with its venues. */
export function VenueDirectory({ venues }: { venues: PublicVenue[] }) {
  return (
    <div className="stack">
      {groupByCategory(venues).map((group) => (
        <section key={group.category} aria-labelledby={`venues-${group.category}`}>
          <h3 id={`venues-${group.category}`}>{VENUE_LABELS[group.category]}</h3>
          <ul className="grid plain-list">
            {group.venues.map((venue) => (
              <li key={venue.id}>
                <VenueCard venue={venue} headingLevel={4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
