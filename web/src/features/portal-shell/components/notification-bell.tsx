import { useEffect, useRef, useState } from 'react';
import { Link } from '@fundax/client';
import { useLocation } from 'react-router';

/** Where the bell and the menu's item lead: the inbox page. */
export const INBOX_PATH = '/portal/inbox';

/** What the bell and the menu's item are called, with the count when it is known. */
export function notificationsName(unread: number | null): string {
  if (unread === null) return 'Notifications';
  return unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
}

/** The count as the badge shows it (hidden at zero; "99+" past 99). */
export function UnreadBadge({ unread }: { unread: number | null }) {
  if (!unread) return null;
  return (
    <span className="unread-badge" aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

export function BellIcon() {
  return (
    <svg
      className="bell-icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
      />
    </svg>
  );
}

/**
 * The bell: a link to the inbox named with the unread count ("Notifications, 3 unread"), the
 * count in a badge. It sits beside the portal menu's button on phones (on wide screens the
 * menu's own Notifications item carries the count). A rise of the count while the page is open
 * is said once in a polite live region; the first count and every fall are not announced.
 */
export function NotificationBell({ unread }: { unread: number | null }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={INBOX_PATH}
      className="notification-bell"
      aria-label={notificationsName(unread)}
      aria-current={pathname === INBOX_PATH ? 'page' : undefined}
    >
      <BellIcon />
      <UnreadBadge unread={unread} />
    </Link>
  );
}

/** "You have 2 new notifications" when the count rises after it was first known. */
export function NewMessagesAnnouncer({ unread }: { unread: number | null }) {
  const last = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (unread === null) return;
    const before = last.current;
    last.current = unread;
    if (before !== null && unread > before) {
      const fresh = unread - before;
      setSaid(`You have ${fresh} new notification${fresh === 1 ? '' : 's'}.`);
    }
  }, [unread]);
  return (
    <p className="visually-hidden" role="status">
      {said}
    </p>
  );
}
