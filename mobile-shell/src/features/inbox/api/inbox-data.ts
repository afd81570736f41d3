import type { Notification, WithId } from '@fundax/core';

/** One message of the inbox as the phone keeps it (dates as ISO strings: serialisable). */
export interface InboxItem {
  id: string;
  title: string;
  body: string;
  /** Where it leads on the web site (a path), if anywhere. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface InboxData {
  /** The newest messages, newest first. */
  items: InboxItem[];
  /** Unread messages in the whole inbox (also those past the list). */
  unread: number;
  /** When this copy was read (ISO): its age shows when the phone is offline. */
  readAt: string;
}

export function toInboxItem(message: WithId<Notification>): InboxItem {
  return {
    id: message.id,
    title: message.title,
    body: message.body,
    link: message.link,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  };
}

/**
 * The inbox after marking messages read (the listed ids, or all when none are listed): what the
 * server did, shown at once while the inbox reads again.
 */
export function markedRead(
  data: InboxData,
  ids: readonly string[] | undefined,
  at: string,
): InboxData {
  const marks = (item: InboxItem) => item.readAt === null && (!ids || ids.includes(item.id));
  const marked = data.items.filter(marks).length;
  return {
    ...data,
    items: data.items.map((item) => (marks(item) ? { ...item, readAt: at } : item)),
    unread: ids ? Math.max(0, data.unread - marked) : 0,
  };
}
