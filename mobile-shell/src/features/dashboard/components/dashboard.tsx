import {
  selectAccount,
  selectRole,
  selectUid,
  useAppDispatch,
  useAppSelector,
  useRemote,
} from '@fundax/client';
import { GoalProgress, ListingBadge, Loaded } from '@fundax/client/ui';
import { formatCardWhen, formatCents } from '@fundax/core';
import { useCallback, useState } from 'react';

import { webUrl } from '../../../utils/web-url';
import {
  type DashboardData,
  type OwnEvent,
  giveBack,
  needsAttention,
  nextEvents,
} from '../api/dashboard-data';
import { fetchDashboard, selectDashboard } from '../api/dashboard-slice';

/** A link to the event's page on the web site when the build names it, else the title. */
function EventTitle({ event }: { event: OwnEvent }) {
  const href = webUrl(`/portal/events/${encodeURIComponent(event.id)}`);
  return href ? <a href={href}>{event.title}</a> : <>{event.title}</>;
}

/** The signed-in user's compact dashboard: next events, items in review, money by role. */
export function Dashboard() {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUid);
  const role = useAppSelector(selectRole);
  const account = useAppSelector(selectAccount);
  const [now] = useState(() => new Date());
  const load = useCallback(() => {
    if (uid && role) void dispatch(fetchDashboard({ uid, role }));
  }, [dispatch, uid, role]);
  const { entry, retry } = useRemote(useAppSelector(selectDashboard), load);
  const firstName = account?.displayName.split(' ')[0] ?? '';
  const portal = webUrl('/portal/dashboard');
  return (
    <section aria-labelledby="dashboard-heading" className="stack">
      <h2 id="dashboard-heading">Hi {firstName}</h2>
      <Loaded entry={entry} what="your dashboard" retry={retry}>
        {(data) => <DashboardCards data={data} uid={uid ?? ''} now={now} />}
      </Loaded>
      {portal ? (
        <p>
          <a href={portal}>Open the full portal</a>
        </p>
      ) : null}
    </section>
  );
}

function DashboardCards({ data, uid, now }: { data: DashboardData; uid: string; now: Date }) {
  const role = useAppSelector(selectRole);
  const next = nextEvents(data.events, now);
  const attention = needsAttention(data, now);
  const payouts = data.events.filter((event) => event.payoutPending);
  return (
    <>
      {role === 'fundaxer' ? <FundraiserCard fundraiser={data.fundraiser} /> : null}
      {role === 'partner' ? <GiveBackCard {...giveBack(data.events, uid, now)} /> : null}
      {role === 'angel' ? <ApplicationCard application={data.application} /> : null}
      {role === 'angel' ? null : (
        <div className="card">
          <h3>Your next events</h3>
          {next.length === 0 ? (
            <p className="muted">No approved upcoming events.</p>
          ) : (
            <ul className="list" aria-label="Your next events">
              {next.map((event) => (
                <li key={event.id}>
                  <strong>
                    <EventTitle event={event} />
                  </strong>
                  <br />
                  <span className="muted">
                    {formatCardWhen(event.eventStart)} · {event.venueName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {role === 'angel' ? null : (
        <div className="card">
          <h3>In review or not approved</h3>
          {attention.events.length + attention.venues.length === 0 ? (
            <p className="muted">Nothing is waiting for review.</p>
          ) : (
            <ul className="list" aria-label="In review or not approved">
              {attention.events.map((event) => (
                <li key={event.id}>
                  <ListingBadge state={event.state} /> <EventTitle event={event} />
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
                <EventTitle event={event} /> <span className="muted">· payout pending</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
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
