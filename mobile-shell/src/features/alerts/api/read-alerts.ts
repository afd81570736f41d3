// Loaded with the first read: Firestore and the query builders stay out of the first load.
import { firestoreClient } from '@fundax/client';
import { ownUserDoc } from '@fundax/client/queries/users';
import { getDoc } from 'firebase/firestore/lite';

import { type AlertsData, toAlertArea } from './alerts-data';

/** The signed-in user's alert area for new events (users/{uid}.eventAlerts). */
export async function readAlerts(uid: string, now = new Date()): Promise<AlertsData> {
  const db = await firestoreClient();
  const user = (await getDoc(ownUserDoc(db, uid))).data();
  return { area: toAlertArea(user?.eventAlerts), readAt: now.toISOString() };
}
