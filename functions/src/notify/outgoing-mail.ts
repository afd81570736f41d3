import {
  type Mail,
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_SETTINGS_PATH,
  type NotificationKind,
  type RenderedEmail,
} from '@fundax/core';

import { unsubscribeEndpoint, unsubscribeSecret, webUrl } from './mail-settings';
import { PENDING_GRACE_MS } from './sender/outbox-state';
import { type UnsubscribeScope, signUnsubscribeToken } from './unsubscribe-token';

/** The one-click unsubscribe link of an email: it turns `scope` off for this person. */
export function unsubscribeLink(uid: string, scope: UnsubscribeScope): string {
  const token = signUnsubscribeToken({ uid, scope }, unsubscribeSecret());
  return `${unsubscribeEndpoint()}?t=${encodeURIComponent(token)}`;
}

/** Where an email's links go: the web site for pages, the unsubscribe function for opting out. */
export function emailLinks(uid: string, kind: NotificationKind, path: string) {
  return {
    action: `${webUrl()}${path}`,
    unsubscribe: unsubscribeLink(uid, kind),
    settings: `${webUrl()}${NOTIFICATION_SETTINGS_PATH}`,
  };
}

/** Why the person gets this email, for the footer: "... because <reason>." */
export function reasonFor(kind: NotificationKind): string {
  const label = NOTIFICATION_CATALOGUE[kind].label;
  return `your Fundax settings send you email when ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * A mail document in the Trigger Email extension's format, plus what the project's own sender
 * keeps (`outbox`). The extension takes headers from the top-level `headers` field (it overrides
 * any `message.headers`), so the unsubscribe headers of RFC 2369 and RFC 8058 live there.
 */
export function mailDocument(
  recipient: { uid: string; email: string },
  kind: NotificationKind,
  rendered: RenderedEmail,
  unsubscribe: string,
  now: Date,
): Mail {
  return {
    to: recipient.email,
    message: { subject: rendered.subject, text: rendered.text, html: rendered.html },
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    kind,
    recipientId: recipient.uid,
    createdAt: now,
    outbox: {
      state: 'pending',
      attempts: 0,
      // The creation trigger sends it at once; the sweep picks it up only if that never happens.
      nextAttemptAt: new Date(now.getTime() + PENDING_GRACE_MS),
      leaseExpiresAt: null,
      claimId: null,
      lastError: null,
      sentAt: null,
      messageId: null,
    },
  };
}
