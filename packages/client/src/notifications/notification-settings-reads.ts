import { getDoc } from 'firebase/firestore/lite';

import { firestoreClient } from '../firebase/firestore';
import { ownUserDoc } from '../queries/users';
import { type NotificationSettingsView, toNotificationSettingsView } from './notification-settings';

/**
 * The signed-in user's notification settings, read from their private account (the session's
 * copy of the account leaves them out). Null before the account exists.
 */
export async function readNotificationSettings(
  uid: string,
): Promise<NotificationSettingsView | null> {
  const db = await firestoreClient();
  const user = (await getDoc(ownUserDoc(db, uid))).data();
  return user ? toNotificationSettingsView(user) : null;
}
