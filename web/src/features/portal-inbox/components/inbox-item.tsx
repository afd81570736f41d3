import type { InboxMessage } from '@fundax/client/notifications/inbox-message';
import { timeAgo } from '@fundax/client/notifications/time-ago';
import { Badge } from '@fundax/client/ui';
import { formatDateTime } from '@fundax/core';
import { Link } from '@fundax/client';

import { messageHref } from '../utils/message-href';

/**
 * One message: unread ones marked (a word, a bar and bold, never the colour alone), its title
 * linking to its page, its text and when it came. Opening an unread message marks it read.
 */
export function InboxItem({
  message,
  now,
  onOpen,
}: {
  message: InboxMessage;
  now: Date;
  onOpen: (id: string) => void;
}) {
  const unread = message.readAt === null;
  const href = messageHref(message.link);
  const open = () => {
    if (unread) onOpen(message.id);
  };
  return (
    <article className="card inbox-item" data-unread={unread || undefined}>
      <p className="inbox-item__meta">
        {unread ? <Badge tone="accent">Unread</Badge> : null}
        <time
          className="muted"
          dateTime={message.createdAt}
          title={formatDateTime(message.createdAt)}
        >
          {timeAgo(message.createdAt, now)}
        </time>
      </p>
      <h2 className="inbox-item__title">
        {href ? (
          <Link to={href} onClick={open}>
            {message.title}
          </Link>
        ) : (
          message.title
        )}
      </h2>
      <p className="inbox-item__body">{message.body}</p>
      {!href && unread ? (
        <button type="button" className="button button--secondary button--small" onClick={open}>
          Mark read
        </button>
      ) : null}
    </article>
  );
}
