import { Link, useAppSelector, useNow, useThunk } from '@fundax/client';
import { markMessagesRead, selectUnreadCount } from '@fundax/client/notifications/inbox-slice';
import { useInbox, useMarkOpened } from '@fundax/client/notifications/use-inbox';
import { CallFailureNotice, LoadError, Loaded, ProgressButton } from '@fundax/client/ui';

import { EmptyState } from '../../../components/ui/empty-state';
import { type InboxPage, unreadAtLeast } from '@fundax/client/notifications/inbox-message';
import { InboxItem } from './inbox-item';
import './inbox.css';

/** Where the email and alert settings are (the profile page's sections). */
const EMAIL_SETTINGS = '/portal/profile#email-settings';
const ALERT_SETTINGS = '/portal/profile#event-alerts';

/** "3 unread", or that everything is read. */
function unreadLine(unread: number): string {
  return unread === 0 ? 'Everything is read.' : `${unread} unread`;
}

/**
 * The inbox: messages newest first, a page at a time, unread ones marked; "Mark all read" and
 * opening a message mark them read at once (and put them back if the server says no). The
 * space is held while the first page loads.
 */
export function Inbox() {
  const now = useNow();
  const { entry, retry, older, loadOlder } = useInbox();
  const counted = useAppSelector(selectUnreadCount).data;
  const markAll = useThunk(markMessagesRead);
  const markOpened = useMarkOpened();

  const messagesView = (page: InboxPage) => {
    const unread = unreadAtLeast(page, counted);
    return (
      <>
        <div className="inbox__bar">
          <p className="inbox__unread" role="status">
            {unreadLine(unread)}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={unread === 0 || markAll.pending}
            aria-busy={markAll.pending || undefined}
            onClick={() => void markAll.run({})}
          >
            {markAll.pending ? 'Marking…' : 'Mark all read'}
          </button>
          <Link to={EMAIL_SETTINGS}>Email settings</Link>
        </div>
        <CallFailureNotice
          error={markAll.status === 'failed' ? markAll.error : null}
          prefix="Your messages were not marked read."
        />
        <ul className="inbox" aria-label="Messages, newest first">
          {page.messages.map((message) => (
            <li key={message.id}>
              <InboxItem message={message} now={now} onOpen={markOpened} />
            </li>
          ))}
        </ul>
        {older.status === 'failed' && older.error ? (
          <LoadError error={older.error} what="older messages" onRetry={loadOlder} />
        ) : null}
        {page.next ? (
          <ProgressButton
            type="button"
            variant="secondary"
            pending={older.status === 'loading'}
            pendingLabel="Loading older messages…"
            onClick={loadOlder}
          >
            Show older messages
          </ProgressButton>
        ) : (
          <p className="muted">That is every message.</p>
        )}
      </>
    );
  };

  return (
    <Loaded entry={entry} what="your messages" retry={retry} reserve>
      {(page) =>
        page.messages.length === 0 ? (
          <EmptyState title="No messages yet">
            <p>
              We write here when an event or location of yours is reviewed, a payout is recorded, or
              the team answers your request. Want to hear about new events nearby?{' '}
              <Link to={ALERT_SETTINGS}>Set up alerts</Link>.
            </p>
          </EmptyState>
        ) : (
          messagesView(page)
        )
      }
    </Loaded>
  );
}
