import { firestoreClient, profileDoc } from '@fundax/client';
import { type PublicProfile, type Role, toPublicProfile } from '@fundax/core';
import { getDoc } from 'firebase/firestore/lite';

import { isPermissionDenied } from './permission-denied';

/**
 * The listed profile of a partner, fundaxer or angel, or null when there is none to show:
 * missing, unlisted (the rules refuse visitors; its owner reads it, but a public page shows
 * only what everyone sees) or of another role.
 */
export async function readListedProfile(uid: string, role: Role): Promise<PublicProfile | null> {
  const db = await firestoreClient();
  try {
    const profile = (await getDoc(profileDoc(db, uid))).data();
    return profile && profile.listed && profile.role === role ? toPublicProfile(profile) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
