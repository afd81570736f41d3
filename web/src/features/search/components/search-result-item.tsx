import { Badge } from '@fundax/client/ui';
import { type SearchResult, formatCardWhen, hasEnded } from '@fundax/core';
import { Link } from '@fundax/client';

import { eventPath, fundaxerPath, partnerPath } from '../../../utils/public-paths';

/** Where a result's page is: the event, the partner opened on the venue, or the fundraiser. */
export function resultPath(item: SearchResult): string {
  switch (item.kind) {
    case 'event':
      return eventPath(item.id);
    case 'venue':
      return partnerPath(item.partnerId, item.id);
    case 'fundraiser':
      return fundaxerPath(item.id);
  }
}

/** One result: its name as a link to its page, and what tells it apart (when, where, whose). */
export function SearchResultItem({ item, now }: { item: SearchResult; now: Date }) {
  return (
    <li className="card search-result">
      <h3 className="search-result__title">
        <Link to={resultPath(item)}>{item.title}</Link>
      </h3>
      {item.kind === 'event' ? (
        <p className="search-result__when">
          {hasEnded(item, now) ? (
            <Badge tone="neutral">Ended</Badge>
          ) : (
            <Badge tone="accent">Upcoming</Badge>
          )}{' '}
          <time dateTime={item.eventStart}>{formatCardWhen(item.eventStart)}</time>
        </p>
      ) : null}
      {item.subtitle ? (
        <p className="muted search-result__detail">
          {item.kind === 'event' ? `At ${item.subtitle}` : null}
          {item.kind === 'venue' ? item.subtitle : null}
          {item.kind === 'fundraiser' ? `By ${item.subtitle}` : null}
        </p>
      ) : null}
    </li>
  );
}
