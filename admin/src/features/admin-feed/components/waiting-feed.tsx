import { Link, type Remote, useNow } from '@fundax/client';
import { timeAgo } from '@fundax/client/notifications/time-ago';
import { Badge, Loaded } from '@fundax/client/ui';
import { formatDateTime } from '@fundax/core';

import type { AdminFeedView, WaitingFeed as Waiting } from '../api/admin-feed-reads';
import { FEED_SIZE } from '../api/feed-size';
import './waiting-feed.css';

/** What each kind of item is, in a word the console uses. */
const KIND_LABELS: Record<string, string> = {
  'venue-submitted': 'Venue',
  'event-submitted': 'Event',
  'application-submitted': 'Angel application',
  'support-requested': 'Support request',
};

/** A link of the feed stays in the console (the catalogue writes /auth/ paths). */
const consoleLink = (link: string) => (link.startsWith('/auth/') ? link : null);

function FeedItem({ item, now }: { item: AdminFeedView; now: Date }) {
  const done = item.handledAt !== null;
  const link = consoleLink(item.link);
  return (
    <article className="waiting-feed__item" data-handled={done || undefined}>
      <p className="waiting-feed__meta">
        <Badge tone={done ? 'neutral' : 'pending'}>{KIND_LABELS[item.kind] ?? 'Item'}</Badge>
        {done ? <Badge tone="approved">Handled</Badge> : null}
        <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
          {timeAgo(item.createdAt, now)}
        </time>
      </p>
      <h3 className="waiting-feed__title">
        {link ? <Link to={link}>{item.title}</Link> : item.title}
      </h3>
      <p className="waiting-feed__body">{item.body}</p>
    </article>
  );
}

/**
 * What waits for an admin (`waitingAdminFeedQuery`), newest first: each new venue, event,
 * application or support request with a link to its record or queue. An item handled from
 * here on shows greyed as handled until the feed reads again (then it is gone). The box has
 * a fixed height in every state (loading, error, empty, a list that scrolls inside it), so
 * nothing below it moves when it fills.
 */
export function WaitingFeed({ feed, onRetry }: { feed: Remote<Waiting>; onRetry: () => void }) {
  const now = useNow();
  return (
    <section className="section waiting-feed" aria-labelledby="waiting-feed-heading">
      <h2 id="waiting-feed-heading">Waiting for you</h2>
      <div className="waiting-feed__box">
        <Loaded entry={feed} what="what waits" retry={onRetry}>
          {({ items, more }) =>
            items.length === 0 ? (
              <p className="muted">
                Nothing waits: every venue, event, application and request is handled.
              </p>
            ) : (
              <>
                <ul
                  className="waiting-feed__list"
                  aria-label={`The ${FEED_SIZE} newest items that wait`}
                >
                  {items.map((item) => (
                    <li key={item.id}>
                      <FeedItem item={item} now={now} />
                    </li>
                  ))}
                </ul>
                {more ? (
                  <p className="muted">
                    More wait: the queue counts above say how many, and{' '}
                    <Link to="/auth/requests">Requests</Link> lists them.
                  </p>
                ) : null}
              </>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}
