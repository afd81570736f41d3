import { formatCents } from '@fundax/core';
import { Link } from 'react-router';

import { StatusBadge } from '../../../components/ui/status-badge';
import { TableFrame } from '../../../components/ui/table-frame';
import { formatDateTime } from '../../../utils/format';
import { CAUSE_LABELS, ROLE_LABELS, VENUE_LABELS } from '../../../utils/labels';
import { listingStatus } from '../../../utils/record-status';
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
            const status = listingStatus(event._status);
            return (
              <tr key={event.id}>
                <th scope="row">
                  <Link to={recordLink('event', event.id)}>{event.title}</Link>
                  {event.special ? <div className="small muted">Featured</div> : null}
                </th>
                <td>
                  <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
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
            const status = listingStatus(venue._status);
            return (
              <tr key={venue.id}>
                <th scope="row">
                  <Link to={recordLink('venue', venue.id)}>{venue.name}</Link>
                </th>
                <td>
                  <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
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
                {profile.listed ? (
                  <StatusBadge tone="approved">Listed</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">Unlisted</StatusBadge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
