import type { Remote } from '@fundax/client';
import type { InboxPage } from '@fundax/client/notifications/inbox-message';
import { useInbox, useUnreadCount } from '@fundax/client/notifications/use-inbox';
import { useMemo } from 'react';

/** What the phone shows of the kit's inbox, and saves for offline use. */
export interface PhoneInbox {
  /** The newest messages (the kit's first page); `next` says whether older ones exist. */
  page: InboxPage;
  /** Unread messages in the whole inbox as last counted (null: not counted yet). */
  counted: number | null;
}

/**
 * The signed-in user's inbox from the kit's slice: its first page, read when the page opens,
 * and the unread count, read with it, when the phone comes back into view and every minute.
 * `reading` false (offline, or no session yet) reads nothing and leaves the saved copy on
 * screen. One entry for the section: the page's status, error and read time, the count joined
 * to its data (a failed count leaves the page's own unread messages to count).
 */
export function usePhoneInbox(reading: boolean): { entry: Remote<PhoneInbox>; retry: () => void } {
  const { entry: page, retry } = useInbox({ enabled: reading });
  const counted = useUnreadCount({ enabled: reading }).entry.data;
  const entry = useMemo(
    () => ({ ...page, data: page.data && { page: page.data, counted } }),
    [page, counted],
  );
  return { entry, retry };
}
