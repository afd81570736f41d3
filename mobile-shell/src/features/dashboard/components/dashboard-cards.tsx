import { GoalProgress, ListingBadge, ShareEvent } from '@fundax/client/ui';
import { type Role, formatCardWhen, formatCents } from '@fundax/core';

import { webUrl } from '../../../utils/web-url';
import {
  type DashboardData,
  type OwnEvent,
  giveBack,
  needsAttention,
  nextEvents,
} from '../api/dashboard-data';
import { EventTitle } from './event-title';

/** The role's summary, the next events (to share), what is in review, and payouts on the way. */
export function DashboardCards({
  data,
  uid,
  role,
  now,
}: {
  data: DashboardData;
  uid: string;
  role: Role;
  now: Date;
}) {
  const attention = needsAttention(data, now);
  const payouts = data.events.filter((event) => event.payoutPending);
  return (
    <>
      {role === 'fundaxer' ? <FundraiserCard fundraiser={data.fundraiser} /> : null}
      {role === 'partner' ? <GiveBackCard {...giveBack(data.events, uid, now)} /> : null}
      {role === 'angel' ? <ApplicationCard application={data.application} /> : null}
      {role === 'angel' ? null : <NextEventsCard events={nextEvents(data.events, now)} />}
      {role === 'angel' ? null : (
        <div className="card">
          <h3>In review or not approved</h3>
          {attention.events.length + attention.venues.length === 0 ? (
            <p className="muted">Nothing is waiting for review.</p>
          ) : (
            <ul className="list" aria-label="In review or not approved">
              {attention.events.map((event) => (
                <li key={event.id}>
                  <ListingBadge state={event.state} />{' '}
                  <EventTitle id={event.id} title={event.title} />
                  {event.state === 'rejected' && event.reason ? (
                    <p className="small">Reason: {event.reason}</p>
                  ) : null}
                </li>
              ))}
              {attention.venues.map((venue) => (
                <li key={venue.id}>
                  <ListingBadge state={venue.state} /> {venue.name}{' '}
                  <span className="muted">(location)</span>
                  {venue.state === 'rejected' && venue.reason ? (
                    <p className="small">Reason: {venue.reason}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {payouts.length > 0 ? (
        <div className="card">
          <h3>Payouts on the way</h3>
          <ul className="list" aria-label="Payouts on the way">
            {payouts.map((event) => (
              <li key={event.id}>
                <EventTitle id={event.id} title={event.title} />{' '}
                <span className="muted">· payout pending</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The next approved events, each with a share button for its public page on the web site. */
function NextEventsCard({ events }: { events: OwnEvent[] }) {
  return (
    <div className="card">
      <h3>Your next events</h3>
      {events.length === 0 ? (
        <p className="muted">No approved upcoming events.</p>
      ) : (
        <ul className="list" aria-label="Your next events">
          {events.map((event) => {
            const publicPage = webUrl(`/event/${encodeURIComponent(event.id)}`);
            return (
              <li key={event.id}>
                <strong>
                  <EventTitle id={event.id} title={event.title} />
                </strong>
                <br />
                <span className="muted">
                  {formatCardWhen(event.eventStart)} · {event.venueName}
                </span>
                {publicPage ? (
                  <ShareEvent
                    title={event.title}
                    text={`${event.title}: ${event.givebackPercent}% of sales go to ${event.fundaxerName ?? 'the cause'}.`}
                    url={publicPage}
                    label={`Share ${event.title}`}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function FundraiserCard({ fundraiser }: { fundraiser: DashboardData['fundraiser'] }) {
  return (
    <div className="card">
      <h3>Your fundraiser</h3>
      {fundraiser ? (
        <>
          <p>{fundraiser.title}</p>
          <GoalProgress
            raisedCents={fundraiser.raisedCents}
            goalCents={fundraiser.goalCents}
            label="Raised toward your goal"
          />
        </>
      ) : (
        <p className="muted">No fundraiser yet: start one in the portal on the web site.</p>
      )}
    </div>
  );
}

function GiveBackCard({ events, raisedCents }: { events: number; raisedCents: number }) {
  return (
    <div className="card">
      <h3>Given back at your venues</h3>
      <p className="figure">{formatCents(raisedCents)}</p>
      <p className="muted">
        at {events} past event{events === 1 ? '' : 's'}
      </p>
    </div>
  );
}

function ApplicationCard({ application }: { application: DashboardData['application'] }) {
  const dues = application ? webUrl(`/angels/payment/${encodeURIComponent(application.id)}`) : null;
  return (
    <div className="card">
      <h3>Your angel application</h3>
      {!application ? (
        <p className="muted">You have not applied yet.</p>
      ) : application.approved === null ? (
        <p>
          <ListingBadge state="pending" /> An admin reviews it within a few days.
        </p>
      ) : application.approved ? (
        <p>
          <ListingBadge state="approved" /> Dues {application.dues === 'paid' ? 'paid' : 'due'}
          {dues ? (
            <>
              {' '}
              · <a href={dues}>See your dues</a>
            </>
          ) : null}
        </p>
      ) : (
        <p>
          <ListingBadge state="rejected" /> {application.reason ?? ''}
        </p>
      )}
    </div>
  );
}
