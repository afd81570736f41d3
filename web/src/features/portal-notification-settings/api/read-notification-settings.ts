import { firestoreClient, ownUserDoc } from '@fundax/client';
import { getDoc } from 'firebase/firestore/lite';

import {
  type NotificationSettingsView,
  toNotificationSettingsView,
} from './notification-settings-view';

/**
 * The signed-in user's notification settings, read from their private account when the page
 * opens (the session's copy of the account leaves them out). Null before the account exists.
 */
export async function readNotificationSettings(
  uid: string,
): Promise<NotificationSettingsView | null> {
  const db = await firestoreClient();
  const user = (await getDoc(ownUserDoc(db, uid))).data();
  return user ? toNotificationSettingsView(user) : null;
}
