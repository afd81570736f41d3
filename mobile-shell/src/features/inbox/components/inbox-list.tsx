import { useThunk } from '@fundax/client';
import { type InboxMessage, unreadAtLeast } from '@fundax/client/notifications/inbox-message';
import { markMessagesRead } from '@fundax/client/notifications/inbox-slice';
import { timeAgo } from '@fundax/client/notifications/time-ago';
import { Badge, CallFailureNotice, ProgressButton } from '@fundax/client/ui';

import { OfflineNote } from '../../../components/offline-note';
import { webUrl } from '../../../utils/web-url';
import type { PhoneInbox } from '../hooks/use-inbox';

/**
 * The inbox on the phone: the newest messages, unread ones marked "New", each opening its page
 * on the web site; mark one read, or all of them (the kit's markMessagesRead: the list and the
 * count change at once, and go back with the reason if the server says no). Offline the list is
 * the saved copy and marking is off.
 */
export function InboxList({ data, online, now }: { data: PhoneInbox; online: boolean; now: Date }) {
  const markAll = useThunk(markMessagesRead);
  const { page } = data;
  const unread = unreadAtLeast(page, data.counted);
  const olderHref = page.next ? webUrl('/portal/inbox') : null;
  return (
    <>
      <div className="cluster inbox__summary">
        <p className="inbox__count">{unread === 0 ? 'Nothing unread.' : `${unread} unread`}</p>
        {unread > 0 ? (
          <ProgressButton
            type="button"
            variant="secondary"
            small
            pending={markAll.pending}
            pendingLabel="Marking all read…"
            disabled={!online}
            onClick={() => void markAll.run({})}
          >
            Mark all read
          </ProgressButton>
        ) : null}
      </div>
      {!online && unread > 0 ? <OfflineNote action="marking messages read" /> : null}
      <CallFailureNotice
        error={markAll.status === 'failed' ? markAll.error : null}
        prefix="The messages were not marked read."
      />
      {page.messages.length === 0 ? (
        <p className="muted">No messages yet. Reviews, proposals and payouts will show here.</p>
      ) : (
        <ul className="list inbox" aria-label="Notifications">
          {page.messages.map((message) => (
            <Message key={message.id} message={message} online={online} now={now} />
          ))}
        </ul>
      )}
      {olderHref ? (
        <p>
          <a href={olderHref}>Older messages are in your inbox on the web site</a>
        </p>
      ) : null}
    </>
  );
}

function Message({ message, online, now }: { message: InboxMessage; online: boolean; now: Date }) {
  const mark = useThunk(markMessagesRead);
  const href = message.link ? webUrl(message.link) : null;
  const unread = message.readAt === null;
  return (
    <li className={unread ? 'inbox__item inbox__item--unread' : 'inbox__item'}>
      <p className="inbox__title">
        {unread ? <Badge tone="accent">New</Badge> : null}{' '}
        <strong>{href ? <a href={href}>{message.title}</a> : message.title}</strong>
      </p>
      <p className="small">{message.body}</p>
      <p className="muted small">
        <time dateTime={message.createdAt}>{timeAgo(message.createdAt, now)}</time>
      </p>
      {unread ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!online || mark.pending}
          aria-busy={mark.pending || undefined}
          // The name starts with what the button says (voice control users say what they see).
          aria-label={`Mark read: “${message.title}”`}
          onClick={() => void mark.run({ ids: [message.id] })}
        >
          {mark.pending ? 'Marking…' : 'Mark read'}
        </button>
      ) : null}
      <CallFailureNotice
        error={mark.status === 'failed' ? mark.error : null}
        prefix="The message was not marked read."
      />
    </li>
  );
}
