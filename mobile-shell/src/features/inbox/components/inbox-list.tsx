import { markNotificationsReadThunk, useThunk } from '@fundax/client';
import { Badge, CallFailureNotice, ProgressButton } from '@fundax/client/ui';
import { formatAge } from '@fundax/core';

import { OfflineNote } from '../../../components/offline-note';
import { webUrl } from '../../../utils/web-url';
import type { InboxData, InboxItem } from '../api/inbox-data';

/**
 * The inbox on the phone: the newest messages, unread ones marked "New", each opening its page
 * on the web site; mark one read, or all of them (markNotificationsRead). Offline the list is
 * the saved copy and marking is off.
 */
export function InboxList({ data, online, now }: { data: InboxData; online: boolean; now: Date }) {
  const markAll = useThunk(markNotificationsReadThunk);
  return (
    <>
      <div className="cluster inbox__summary">
        <p className="inbox__count">
          {data.unread === 0 ? 'Nothing unread.' : `${data.unread} unread`}
        </p>
        {data.unread > 0 ? (
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
      {!online && data.unread > 0 ? <OfflineNote action="marking messages read" /> : null}
      <CallFailureNotice
        error={markAll.status === 'failed' ? markAll.error : null}
        prefix="The messages were not marked read."
      />
      {data.items.length === 0 ? (
        <p className="muted">No messages yet. Reviews, proposals and payouts will show here.</p>
      ) : (
        <ul className="list inbox" aria-label="Notifications">
          {data.items.map((item) => (
            <Message key={item.id} item={item} online={online} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}

function Message({ item, online, now }: { item: InboxItem; online: boolean; now: Date }) {
  const mark = useThunk(markNotificationsReadThunk);
  const href = item.link ? webUrl(item.link) : null;
  const unread = item.readAt === null;
  return (
    <li className={unread ? 'inbox__item inbox__item--unread' : 'inbox__item'}>
      <p className="inbox__title">
        {unread ? <Badge tone="accent">New</Badge> : null}{' '}
        <strong>{href ? <a href={href}>{item.title}</a> : item.title}</strong>
      </p>
      <p className="small">{item.body}</p>
      <p className="muted small">
        <time dateTime={item.createdAt}>{formatAge(item.createdAt, now)}</time>
      </p>
      {unread ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!online || mark.pending}
          aria-busy={mark.pending || undefined}
          // The name starts with what the button says (voice control users say what they see).
          aria-label={`Mark read: “${item.title}”`}
          onClick={() => void mark.run({ ids: [item.id] })}
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
