import {
  type CollectionName,
  DocumentParseError,
  type NotificationFacts,
  type NotificationKind,
  type NotificationMessage,
  emailWanted,
  notificationMessage,
  notificationPath,
  renderEmail,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { type Account } from '../data/accounts';
import { readDoc } from '../data/documents';
import { db } from '../platform/admin';
import { emailLinks, mailDocument, reasonFor } from './outgoing-mail';

/** The transaction of the decision a message tells about. */
export type Writes = Transaction;

/**
 * A message with the key of what caused it: the notification's id is `<kind>-<key>` and its
 * email's `<uid>-<kind>-<key>`. The key names one occurrence (a review at a time, a ledger
 * entry), so the same decision never writes a second message: a retried callable either finds
 * its decision already made and notifies no one, or its ids already taken.
 */
export interface KeyedMessage<
  K extends NotificationKind = NotificationKind,
> extends NotificationMessage<K> {
  key: string;
}

export function notification<K extends NotificationKind>(
  kind: K,
  facts: NotificationFacts[K],
  key: string,
): KeyedMessage<K> {
  return { ...notificationMessage(kind, facts), key };
}

export const notificationId = (message: { kind: string; key: string }) =>
  `${message.kind}-${message.key}`;
export const mailId = (uid: string, notification: string) => `${uid}-${notification}`;

const MAIL: CollectionName = 'mail';

/**
 * The recipient's account, read outside the transaction: a transaction reads before it writes,
 * and callers notify after their own writes. Settings a moment stale only decide one email. A
 * damaged account document costs the email, never the decision.
 */
async function recipientAccount(uid: string): Promise<Account | null> {
  try {
    return await readDoc(null, 'users', uid);
  } catch (error) {
    if (!(error instanceof DocumentParseError)) throw error;
    logger.warn('Recipient account does not parse; email skipped', { uid, paths: error.paths });
    return null;
  }
}

/** The inbox document of a message (also written by the alerts fan-out). */
export function inboxDocument(message: NotificationMessage, now: Date) {
  return {
    kind: message.kind,
    title: message.title,
    body: message.body,
    link: message.link,
    createdAt: now,
    readAt: null,
  };
}

/**
 * Tells a person about a decision, in the same transaction as the decision: the
 * message goes to their inbox, and to their email unless they turned that kind off (or have no
 * address). One line in a handler: `await notify(tx, uid, notification(kind, facts, key))`.
 */
export async function notify(
  writes: Writes,
  recipientId: string,
  message: KeyedMessage,
): Promise<void> {
  const id = notificationId(message);
  const now = new Date();
  const account = await recipientAccount(recipientId);
  writes.create(db().doc(notificationPath(recipientId, id)), inboxDocument(message, now));
  // Only a verified address is mailed: an unverified one is only what someone typed.
  if (!account?.email || !account.emailVerified) return;
  if (!emailWanted(account.notificationSettings, message.kind)) return;
  const links = emailLinks(recipientId, message.kind, message.link);
  const rendered = renderEmail(message.email, account.displayName, links, reasonFor(message.kind));
  writes.create(
    db().collection(MAIL).doc(mailId(recipientId, id)),
    mailDocument(
      { uid: recipientId, email: account.email },
      message.kind,
      rendered,
      links.unsubscribe,
      now,
    ),
  );
}
