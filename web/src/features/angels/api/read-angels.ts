import {
  applicationDoc,
  firestoreClient,
  listedAngelsInCategoryQuery,
  listedProfilesQuery,
} from '@fundax/client';
import {
  type AngelDues,
  type Application,
  NETWORK_CATEGORIES,
  type NetworkCategory,
  type WithId,
  type PublicProfile,
  toPublicProfile,
} from '@fundax/core';
import { getCount, getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import { isPermissionDenied } from '../../../utils/permission-denied';
import { readListedProfile } from '../../../utils/public-profile';

export const ANGEL_LIST_LIMIT = 100;

/** How many listed angels work in each category, and in all. */
export interface CategoryCounts {
  total: number;
  byCategory: Record<NetworkCategory, number>;
}

/** An angel's own application as the dues page shows it (dates as ISO strings). */
export interface DuesView {
  applicationId: string;
  applicantName: string;
  submittedAt: string;
  approved: boolean | null;
  reason: string | null;
  dues: (Omit<AngelDues, 'paidAt'> & { paidAt: string | null }) | null;
}

export function readAngel(uid: string): Promise<PublicProfile | null> {
  return readListedProfile(uid, 'angel');
}

/** Server-side counts (no profile is downloaded): one count per category, plus the total. */
export async function readCategoryCounts(): Promise<CategoryCounts> {
  const db = await firestoreClient();
  const [total, ...counts] = await Promise.all([
    getCount(listedProfilesQuery(db, 'angel')),
    ...NETWORK_CATEGORIES.map((category) => getCount(listedAngelsInCategoryQuery(db, category))),
  ]);
  const byCategory = Object.fromEntries(
    NETWORK_CATEGORIES.map((category, index) => [category, counts[index]?.data().count ?? 0]),
  ) as Record<NetworkCategory, number>;
  return { total: total?.data().count ?? 0, byCategory };
}

/** Listed angels in one category, by name. */
export async function readAngelsInCategory(category: NetworkCategory): Promise<PublicProfile[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(
    query(listedAngelsInCategoryQuery(db, category), limit(ANGEL_LIST_LIMIT)),
  );
  return snapshot.docs
    .map((doc) => toPublicProfile(doc.data()))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

export function toDuesView(application: WithId<Application>): DuesView {
  const dues = application.dues;
  return {
    applicationId: application.id,
    applicantName: application.applicantName,
    submittedAt: new Date(application.submitDate * 1000).toISOString(),
    approved: application._status.approved,
    reason: application._status.reason,
    dues: dues ? { ...dues, paidAt: dues.paidAt ? dues.paidAt.toISOString() : null } : null,
  };
}

/**
 * The signed-in angel's own application, for its dues page; null when there is none they may
 * read (missing, or someone else's: the rules refuse both).
 */
export async function readDues(applicationId: string): Promise<DuesView | null> {
  const db = await firestoreClient();
  try {
    const application = (await getDoc(applicationDoc(db, applicationId))).data();
    return application ? toDuesView(application) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
