// Reading back what the notify module wrote: a person's inbox, the mail queued for them, and
// the admin feed, through the same schemas clients and the sender parse them with.
import { type DocumentOf, parseDocument } from '@fundax/core';

import { adminDb } from '../../../tests/support/admin';

export type Stored<C extends 'notifications' | 'mail' | 'adminFeed'> = DocumentOf<C> & {
  id: string;
};

/** A person's inbox, oldest first. */
export async function inbox(uid: string): Promise<Stored<'notifications'>[]> {
  const snapshot = await adminDb()
    .collection(`users/${uid}/notifications`)
    .orderBy('createdAt')
    .get();
  return snapshot.docs.map((doc) => parseDocument('notifications', doc.id, doc.data()));
}

/** The mail documents queued for a person, oldest first. */
export async function mailFor(uid: string): Promise<Stored<'mail'>[]> {
  const snapshot = await adminDb().collection('mail').where('recipientId', '==', uid).get();
  return snapshot.docs
    .map((doc) => parseDocument('mail', doc.id, doc.data()))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The admin feed, oldest first. */
export async function adminFeed(): Promise<Stored<'adminFeed'>[]> {
  const snapshot = await adminDb().collection('adminFeed').orderBy('createdAt').get();
  return snapshot.docs.map((doc) => parseDocument('adminFeed', doc.id, doc.data()));
}

/** The kinds in a person's inbox, oldest first. */
export const inboxKinds = async (uid: string) => (await inbox(uid)).map((message) => message.kind);
