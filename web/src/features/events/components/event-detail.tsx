import { Badge, GoalProgress, Notice } from '@fundax/client/ui';
import { CAUSE_LABELS, formatEventWhen, hasEnded } from '@fundax/core';
import type { ReactNode } from 'react';
import { Link } from '@fundax/client';

import { ListingImage } from '../../../components/ui/listing-image';
import { partnerPath } from '../../../utils/public-paths';
import type { EventView } from '@fundax/core';
import { AddToCalendar } from './add-to-calendar';
import { GivebackTerms } from './giveback-terms';
import { ShareEvent } from './share-event';
import './events.css';

interface EventDetailProps {
  event: EventView;
  /** The canonical address of this page (calendar entry, share link). */
  pageUrl: string;
  /** The fundraiser the event supports, composed by the route from the fundraisers feature. */
  fundraiser?: ReactNode;
  now?: Date;
}

function progressNote(event: EventView, ended: boolean): string {
  if (!ended) return 'The partner reports what the event raised after it ends.';
  if (!event.resultsReported) return 'The partner has not reported the result yet.';
  return 'Reported by the partner after the event.';
}

export function EventDetail({ event, pageUrl, fundraiser, now = new Date() }: EventDetailProps) {
  const ended = hasEnded(event, now);
  const when = formatEventWhen(event.eventStart, event.eventEnd);
  const directions = `https://www.openstreetmap.org/?mlat=${event.lat}&mlon=${event.lng}#map=17/${event.lat}/${event.lng}`;
  return (
    <div className="event-detail">
      <div className="event-detail__main">
        {event.cancelled ? (
          <Notice tone="error">
            <strong>This event was cancelled.</strong>{' '}
            {event.cancelReason ?? 'The organiser cancelled it.'}
          </Notice>
        ) : null}
        {ended && !event.cancelled ? (
          <Notice>This event has ended. Thank you to everyone who came.</Notice>
        ) : null}
        <p className="event-card__tags">
          <span className="badge">{CAUSE_LABELS[event.category]}</span>
          {event.special ? <Badge tone="accent">Special event</Badge> : null}
        </p>
        <ListingImage
          className="event-detail__image"
          image={event.image}
          imageUrl={event.imageUrl}
          sizes="(min-width: 60rem) 40rem, 100vw"
          priority
        />
        <section aria-labelledby="event-when-where" className="card">
          <h2 id="event-when-where">When and where</h2>
          <dl className="event-facts">
            <dt>When</dt>
            <dd>
              <time dateTime={event.eventStart}>{when}</time>
            </dd>
            <dt>Where</dt>
            <dd>
              <Link to={partnerPath(event.partnerId, event.venueId)}>{event.venueName}</Link>
              <br />
              {event.venueAddress}
              <br />
              <a href={directions} rel="noopener noreferrer" target="_blank">
                Map and directions<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </dl>
        </section>
        <GivebackTerms event={event} />
        {event.description ? (
          <section aria-labelledby="event-about">
            <h2 id="event-about">About this event</h2>
            <p className="event-detail__description">{event.description}</p>
          </section>
        ) : null}
      </div>
      <div className="event-detail__aside">
        <section aria-labelledby="event-progress" className="card">
          <h2 id="event-progress">Raised at this event</h2>
          <GoalProgress
            raisedCents={event.raisedCents}
            goalCents={event.goalCents}
            label={event.goalCents ? 'Toward the event’s goal' : 'Raised so far'}
          />
          <p className="field-hint">{progressNote(event, ended)}</p>
        </section>
        {!ended && !event.cancelled ? (
          <section aria-labelledby="event-go" className="card event-actions">
            <h2 id="event-go">Go, and bring a friend</h2>
            <AddToCalendar event={event} pageUrl={pageUrl} />
            <ShareEvent
              title={event.title}
              text={`${event.title}: ${event.givebackPercent}% of sales go to ${event.fundaxerName ?? 'the cause'}.`}
              url={pageUrl}
            />
          </section>
        ) : null}
        {/* Last: it arrives with a read of its own, and pushes nothing down when it does. */}
        {fundraiser}
      </div>
    </div>
  );
}
