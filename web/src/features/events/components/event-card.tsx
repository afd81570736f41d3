import { Badge } from '@fundax/client/ui';
import { CAUSE_LABELS, formatCardWhen } from '@fundax/core';
import { Link } from '@fundax/client';

import { ListingImage } from '../../../components/ui/listing-image';
import { eventPath } from '../../../utils/public-paths';
import type { EventView } from '@fundax/core';
import './events.css';

/** One event in a list: what, when, where, for whom and how much goes to the cause. */
export function EventCard({ event, headingLevel = 3 }: { event: EventView; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card event-card">
      <ListingImage image={event.image} sizes="(min-width: 40rem) 20rem, 100vw" />
      <p className="event-card__tags">
        <span className="badge">{CAUSE_LABELS[event.category]}</span>
        {event.special ? <Badge tone="accent">Special event</Badge> : null}
      </p>
      <Heading className="event-card__title">
        <Link to={eventPath(event.id)}>{event.title}</Link>
      </Heading>
      <p className="event-card__when">
        <time dateTime={event.eventStart}>{formatCardWhen(event.eventStart)}</time>
      </p>
      <p className="muted">{event.venueName}</p>
      <p>
        <strong>{event.givebackPercent}% back</strong>
        {event.fundaxerName ? ` to ${event.fundaxerName}` : ' to the community'}
      </p>
    </article>
  );
}
