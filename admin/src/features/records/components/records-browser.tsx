import { LoadError, Loading, Options, SelectField } from '@fundax/client/ui';
import {
  CAUSE_CATEGORIES,
  CAUSE_LABELS,
  LISTING_STATE_LABELS,
  NETWORK_CITIES,
  ROLES,
  ROLE_LABELS,
  VENUE_CATEGORIES,
  VENUE_LABELS,
} from '@fundax/core';
import type { FormEvent } from 'react';
import { Link } from '@fundax/client';
import { useSearchParams } from 'react-router';

import type { RecordKind, RecordListQuery } from '../api/record-types';
import { useRecordList } from '../hooks/use-records';
import { EventRecordsTable, ProfileRecordsTable, VenueRecordsTable } from './record-tables';

const EVENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const VENUE_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
/** The filters say each state as its badge does (a disabled venue is "Removed"). */
const STATUS_LABELS: Record<string, string> = {
  ...LISTING_STATE_LABELS,
  disabled: LISTING_STATE_LABELS.removed,
};
const KIND_LABELS: Record<RecordKind, string> = {
  event: 'Events',
  venue: 'Venues',
  profile: 'Profiles',
};

/** A value of the URL only when it is one the filter offers. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** The list the URL asks for: ?kind=event|venue|profile and that kind's filters. */
export function listFromParams(params: URLSearchParams): RecordListQuery {
  const kind = oneOf(params.get('kind'), ['event', 'venue', 'profile'] as const) ?? 'event';
  if (kind === 'venue') {
    return {
      kind,
      status: oneOf(params.get('status'), VENUE_STATUSES),
      category: oneOf(params.get('category'), VENUE_CATEGORIES),
    };
  }
  if (kind === 'profile') {
    return {
      kind,
      role: oneOf(params.get('role'), ROLES),
      city: oneOf(params.get('city'), NETWORK_CITIES),
    };
  }
  return {
    kind,
    status: oneOf(params.get('status'), EVENT_STATUSES),
    category: oneOf(params.get('category'), CAUSE_CATEGORIES),
  };
}

/**
 * Browses events, venues and public profiles a page at a time (Firestore cursors: limit and
 * startAfter), filtered by state and category, role or city. The URL holds the choice, so a
 * filtered list can be bookmarked and shared with another admin.
 */
export function RecordsBrowser() {
  const [params, setParams] = useSearchParams();
  const list = listFromParams(params);
  const { list: current, reload, loadMore } = useRecordList(list);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget);
    const next = new URLSearchParams({ kind: list.kind });
    for (const [key, value] of chosen.entries()) {
      if (typeof value === 'string' && value !== '') next.set(key, value);
    }
    setParams(next);
  };
  return (
    <>
      <nav aria-label="Kind of record">
        <ul className="tabs">
          {(['event', 'venue', 'profile'] as const).map((kind) => (
            <li key={kind}>
              <Link to={`?kind=${kind}`} aria-current={kind === list.kind ? 'page' : undefined}>
                {KIND_LABELS[kind]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form key={params.toString()} aria-label="Filters" onSubmit={apply}>
        <div className="filters">
          <Filters list={list} />
          <div className="field">
            <button type="submit" className="button button--secondary">
              Apply filters
            </button>
          </div>
        </div>
      </form>
      {current?.error ? (
        <LoadError error={current.error} what="the records" onRetry={reload} />
      ) : null}
      {current && current.items.length > 0 ? <Results list={list} items={current.items} /> : null}
      {current?.status === 'succeeded' && current.items.length === 0 ? (
        <p className="muted">Nothing matches these filters.</p>
      ) : null}
      {!current || current.status === 'loading' ? <Loading label="Loading records…" /> : null}
      {current && current.items.length > 0 ? (
        <p role="status" className="muted small">
          {current.nextCursor
            ? `${current.items.length} shown.`
            : `End of the list (${current.items.length}).`}
        </p>
      ) : null}
      {current?.nextCursor && current.items.length > 0 ? (
        // Stays enabled while a page loads (so focus stays on it); the thunk ignores a repeat.
        <button
          type="button"
          className="button button--secondary"
          onClick={loadMore}
          aria-busy={current.status === 'loading' || undefined}
        >
          Load more
        </button>
      ) : null}
    </>
  );
}

function Filters({ list }: { list: RecordListQuery }) {
  if (list.kind === 'profile') {
    return (
      <>
        <SelectField label="Role" name="role" defaultValue={list.role ?? ''}>
          <option value="">Any role</option>
          <Options values={ROLES} label={(role) => ROLE_LABELS[role]} />
        </SelectField>
        <SelectField label="City" name="city" defaultValue={list.city ?? ''}>
          <option value="">Any city</option>
          <Options values={NETWORK_CITIES} />
        </SelectField>
      </>
    );
  }
  const statuses = list.kind === 'event' ? EVENT_STATUSES : VENUE_STATUSES;
  return (
    <>
      <SelectField label="Status" name="status" defaultValue={list.status ?? ''}>
        <option value="">Any status</option>
        <Options values={statuses} label={(status) => STATUS_LABELS[status]} />
      </SelectField>
      <SelectField
        label={list.kind === 'event' ? 'Cause' : 'Category'}
        name="category"
        defaultValue={list.category ?? ''}
      >
        <option value="">Any</option>
        {list.kind === 'event' ? (
          <Options values={CAUSE_CATEGORIES} label={(category) => CAUSE_LABELS[category]} />
        ) : (
          <Options values={VENUE_CATEGORIES} label={(category) => VENUE_LABELS[category]} />
        )}
      </SelectField>
    </>
  );
}

function Results({
  list,
  items,
}: {
  list: RecordListQuery;
  items: { kind: RecordKind; data: unknown }[];
}) {
  const data = items.map((item) => item.data) as never[];
  const caption = `${KIND_LABELS[list.kind]} (${items.length} shown)`;
  if (list.kind === 'venue') return <VenueRecordsTable venues={data} caption={caption} />;
  if (list.kind === 'profile') return <ProfileRecordsTable profiles={data} caption={caption} />;
  return <EventRecordsTable events={data} caption={caption} />;
}
