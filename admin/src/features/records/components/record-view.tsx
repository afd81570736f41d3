import { Badge, EmailWithVerification, ListingBadge } from '@fundax/client/ui';
import {
  CAUSE_LABELS,
  NETWORK_LABELS,
  ROLE_LABELS,
  VENUE_LABELS,
  formatCents,
  formatDateTime,
  listingState,
} from '@fundax/core';
import { useRef, useState } from 'react';
import { Link } from '@fundax/client';

import { AuditTable } from '../../../components/audit/audit-table';
import { RecordStateBadge } from '../../../components/ui/record-state-badge';
import type { EventRecord, ProfileRecord, UserRecord, VenueRecord } from '../../../utils/records';
import type { RecordDetail } from '../api/record-types';
import { AdminClaimActions } from './admin-claim-actions';
import { EventActions } from './event-actions';
import { recordLink } from './record-tables';
import { VenueActions } from './venue-actions';

const KIND_NAMES = { event: 'Event', venue: 'Venue', profile: 'Profile' } as const;

/** The name a record goes by. */
export function recordName(detail: RecordDetail): string {
  if (detail.kind === 'event') return detail.data.title;
  if (detail.kind === 'venue') return detail.data.name;
  return detail.data.displayName;
}

/** One record: its full status and fields, what an admin can do with it, and its audit history. */
export function RecordView({ detail }: { detail: RecordDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const onDone = (text: string) => {
    setMessage(text);
    heading.current?.focus();
  };
  const name = recordName(detail);
  const headingId = `record-${detail.kind}-${detail.data.id}`;
  return (
    <article className="stack" aria-labelledby={headingId}>
      <section className="section">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {KIND_NAMES[detail.kind]}: {name}
        </h2>
        <div role="status">
          {message ? <p className="notice notice--success">{message}</p> : null}
        </div>
        {detail.kind === 'event' ? <EventFields event={detail.data} /> : null}
        {detail.kind === 'venue' ? <VenueFields venue={detail.data} /> : null}
        {detail.kind === 'profile' ? (
          <ProfileFields profile={detail.data} account={detail.account ?? null} />
        ) : null}
      </section>
      <section className="section" aria-label={`Actions on ${name}`}>
        <h3>Actions</h3>
        {detail.kind === 'event' ? <EventActions event={detail.data} onDone={onDone} /> : null}
        {detail.kind === 'venue' ? <VenueActions venue={detail.data} onDone={onDone} /> : null}
        {detail.kind === 'profile' ? (
          <AdminClaimActions
            uid={detail.data.id}
            name={name}
            history={detail.history}
            onDone={onDone}
          />
        ) : null}
      </section>
      <section className="section" aria-label={`History of ${name}`}>
        <AuditTable entries={detail.history} caption={`Audit history of ${name}, newest first`} />
      </section>
    </article>
  );
}

function EventFields({ event }: { event: EventRecord }) {
  const payout = (party: 'partner' | 'fundaxer') => {
    const mark = event._protected.disbursal[party];
    return mark ? `Paid ${formatDateTime(mark.paidAt)}` : 'Not paid';
  };
  return (
    <dl className="details-list">
      <div>
        <dt>Status</dt>
        <dd>
          <ListingBadge state={listingState(event._status)} />{' '}
          {event.special ? <Badge tone="neutral">Featured</Badge> : null}
        </dd>
      </div>
      {event._status.reason ? (
        <div>
          <dt>Review reason</dt>
          <dd>{event._status.reason}</dd>
        </div>
      ) : null}
      {event._status.cancelReason ? (
        <div>
          <dt>Cancellation reason</dt>
          <dd>{event._status.cancelReason}</dd>
        </div>
      ) : null}
      <div>
        <dt>Reviewed</dt>
        <dd>{event._status.reviewedAt ? formatDateTime(event._status.reviewedAt) : 'Not yet'}</dd>
      </div>
      <div>
        <dt>When</dt>
        <dd>
          {formatDateTime(event.eventStart)} to {formatDateTime(event.eventEnd)}
        </dd>
      </div>
      <div>
        <dt>Venue</dt>
        <dd>
          <Link to={recordLink('venue', event.venueId)}>{event.venueName}</Link>,{' '}
          {event.venueAddress}
        </dd>
      </div>
      <div>
        <dt>Fundaxer</dt>
        <dd>
          {event.fundaxerId ? (
            <Link to={recordLink('profile', event.fundaxerId)}>
              {event.fundaxerName ?? event.fundaxerId}
            </Link>
          ) : (
            'None'
          )}
        </dd>
      </div>
      <div>
        <dt>Cause</dt>
        <dd>{CAUSE_LABELS[event.category]}</dd>
      </div>
      <div>
        <dt>Give-back</dt>
        <dd>
          {event.giveback.percent}%{event.giveback.terms ? `: ${event.giveback.terms}` : ''}
          {event.giveback.exclusions ? ` (excludes ${event.giveback.exclusions})` : ''}
        </dd>
      </div>
      <div>
        <dt>Raised</dt>
        <dd>
          {formatCents(event.raisedCents)}
          {event.goalCents !== null ? ` of ${formatCents(event.goalCents)}` : ''}
        </dd>
      </div>
      <div>
        <dt>Partner payout</dt>
        <dd>{payout('partner')}</dd>
      </div>
      <div>
        <dt>Fundaxer payout</dt>
        <dd>{event.fundaxerId ? payout('fundaxer') : 'No fundaxer'}</dd>
      </div>
      <div>
        <dt>Id</dt>
        <dd>
          <code>{event.id}</code>
        </dd>
      </div>
    </dl>
  );
}

function VenueFields({ venue }: { venue: VenueRecord }) {
  return (
    <dl className="details-list">
      <div>
        <dt>Status</dt>
        <dd>
          <ListingBadge state={listingState(venue._status)} />
        </dd>
      </div>
      {venue._status.reason ? (
        <div>
          <dt>Review reason</dt>
          <dd>{venue._status.reason}</dd>
        </div>
      ) : null}
      <div>
        <dt>Category</dt>
        <dd>{VENUE_LABELS[venue.category]}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{venue.address}</dd>
      </div>
      <div>
        <dt>Owner</dt>
        <dd>
          <Link to={recordLink('profile', venue.ownerId)}>
            <code>{venue.ownerId}</code>
          </Link>
        </dd>
      </div>
      <div>
        <dt>Contact</dt>
        <dd>
          {[venue.phone, venue.website].filter(Boolean).join(' · ') || (
            <span className="muted">None</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Added</dt>
        <dd>{formatDateTime(venue.createdAt)}</dd>
      </div>
      <div>
        <dt>Id</dt>
        <dd>
          <code>{venue.id}</code>
        </dd>
      </div>
    </dl>
  );
}

function ProfileFields({
  profile,
  account,
}: {
  profile: ProfileRecord;
  account: UserRecord | null;
}) {
  return (
    <dl className="details-list">
      <div>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[profile.role]}</dd>
      </div>
      <div>
        <dt>Public profile</dt>
        <dd>
          <RecordStateBadge state={profile.listed ? 'listed' : 'unlisted'} />
        </dd>
      </div>
      <div>
        <dt>Organization</dt>
        <dd>{profile.organizationName ?? <span className="muted">None</span>}</dd>
      </div>
      <div>
        <dt>City</dt>
        <dd>{profile.city ?? <span className="muted">Not given</span>}</dd>
      </div>
      {profile.categories.length > 0 ? (
        <div>
          <dt>Categories</dt>
          <dd>{profile.categories.map((category) => NETWORK_LABELS[category]).join(', ')}</dd>
        </div>
      ) : null}
      {profile.fundraiser ? (
        <div>
          <dt>Fundraiser</dt>
          <dd>
            {profile.fundraiser.title}: {formatCents(profile.fundraiser.raisedCents)} of{' '}
            {formatCents(profile.fundraiser.goalCents)}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Account email</dt>
        <dd>
          {account ? (
            <EmailWithVerification
              email={account.email}
              verified={account.emailVerified}
              none="No email (signs in by phone)"
            />
          ) : (
            <span className="muted">No account document</span>
          )}
        </dd>
      </div>
      {account?.phone ? (
        <div>
          <dt>Phone</dt>
          <dd>{account.phone}</dd>
        </div>
      ) : null}
      <div>
        <dt>Joined</dt>
        <dd>{formatDateTime(profile.createdAt)}</dd>
      </div>
      <div>
        <dt>User id</dt>
        <dd>
          <code>{profile.id}</code>
        </dd>
      </div>
    </dl>
  );
}
