import type { Notification, WithId } from '@fundax/core';

/**
 * One message of the signed-in user's inbox as a slice keeps it: plain data, dates as ISO
 * strings (the state stays serialisable). `readAt` null means unread.
 */
export interface InboxMessage {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** A path of the web app (portal or public site), or null for a message with nowhere to go. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

/** Where the next page of the inbox starts: after this message, in newest-first order. */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

/** The messages read so far, newest first, and where the next page starts (null: no more). */
export interface InboxPage {
  messages: InboxMessage[];
  next: InboxCursor | null;
}

export function toInboxMessage(notification: WithId<Notification>): InboxMessage {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    link: notification.link,
    createdAt: notification.createdAt.toISOString(),
    readAt: notification.readAt?.toISOString() ?? null,
  };
}

/** The cursor after the last message of a page. */
export function cursorAfter(message: InboxMessage): InboxCursor {
  return { createdAt: message.createdAt, id: message.id };
}
