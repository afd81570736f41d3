import { firestoreClient, ownApplicationsQuery, profileDoc } from '@fundax/client';
import { getDoc, getDocs } from 'firebase/firestore/lite';

import {
  type ApplicationView,
  type OwnProfile,
  toApplicationView,
  toOwnProfile,
} from './account-views';

/** The user's public profile (its owner reads it even while unlisted), or null before one exists. */
export async function readOwnProfile(uid: string): Promise<OwnProfile | null> {
  const db = await firestoreClient();
  const profile = (await getDoc(profileDoc(db, uid))).data();
  return profile ? toOwnProfile(profile) : null;
}

/** An angel's applications, newest first. */
export async function readApplications(uid: string): Promise<ApplicationView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(ownApplicationsQuery(db, uid));
  return snapshot.docs.map((doc) => toApplicationView(doc.data()));
}
