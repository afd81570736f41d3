import { ListingBadge } from '@fundax/client/ui';
import {
  CAUSE_LABELS,
  ROLE_LABELS,
  VENUE_LABELS,
  formatCents,
  formatDateTime,
  listingState,
} from '@fundax/core';
import { Link } from '@fundax/client';

import { RecordStateBadge } from '../../../components/ui/record-state-badge';
import { TableFrame } from '../../../components/ui/table-frame';
import type { EventRecord, ProfileRecord, VenueRecord } from '../../../utils/records';

export const recordLink = (kind: 'event' | 'venue' | 'profile', id: string) =>
  `/auth/record/${encodeURIComponent(id)}?kind=${kind}`;

export function EventRecordsTable({ events, caption }: { events: EventRecord[]; caption: string }) {
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Starts</th>
            <th scope="col">Venue</th>
            <th scope="col">Cause</th>
            <th scope="col" className="num">
              Raised
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            return (
              <tr key={event.id}>
                <th scope="row">
                  <Link to={recordLink('event', event.id)}>{event.title}</Link>
                  {event.special ? <div className="small muted">Featured</div> : null}
                </th>
                <td>
                  <ListingBadge state={listingState(event._status)} />
                </td>
                <td>{formatDateTime(event.eventStart)}</td>
                <td>{event.venueName}</td>
                <td>{CAUSE_LABELS[event.category]}</td>
                <td className="num">{formatCents(event.raisedCents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function VenueRecordsTable({ venues, caption }: { venues: VenueRecord[]; caption: string }) {
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Venue</th>
            <th scope="col">Status</th>
            <th scope="col">Category</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {venues.map((venue) => {
            return (
              <tr key={venue.id}>
                <th scope="row">
                  <Link to={recordLink('venue', venue.id)}>{venue.name}</Link>
                </th>
                <td>
                  <ListingBadge state={listingState(venue._status)} />
                </td>
                <td>{VENUE_LABELS[venue.category]}</td>
                <td>{venue.address}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function ProfileRecordsTable({
  profiles,
  caption,
}: {
  profiles: ProfileRecord[];
  caption: string;
}) {
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Organization</th>
            <th scope="col">City</th>
            <th scope="col">Public</th>
          </tr>
        </thead>
        <tbody>
          {profiles.map((profile) => (
            <tr key={profile.id}>
              <th scope="row">
                <Link to={recordLink('profile', profile.id)}>{profile.displayName}</Link>
              </th>
              <td>{ROLE_LABELS[profile.role]}</td>
              <td>{profile.organizationName ?? <span className="muted">—</span>}</td>
              <td>{profile.city ?? <span className="muted">—</span>}</td>
              <td>
                <RecordStateBadge state={profile.listed ? 'listed' : 'unlisted'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
