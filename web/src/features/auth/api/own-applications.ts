import { createAppAsyncThunk, firestoreClient, toCallError } from '@fundax/client';
import type { CallError } from '@fundax/core';

/** What the applicant needs to know of one of their applications. */
export interface OwnApplication {
  id: string;
  submitDate: number;
  approved: boolean | null;
  dues: 'due' | 'paid' | null;
}

/** The signed-in angel's applications, newest first (rules: only the applicant and admins). */
export const fetchOwnApplications = createAppAsyncThunk<
  OwnApplication[],
  string,
  { rejectValue: CallError }
>('angels/fetchOwnApplications', async (uid, { rejectWithValue }) => {
  try {
    const [db, { getDocs }, { ownApplicationsQuery }] = await Promise.all([
      firestoreClient(),
      import('@fundax/client/firebase/firestore-sdk'),
      import('@fundax/client/queries/applications'),
    ]);
    const snapshot = await getDocs(ownApplicationsQuery(db, uid));
    return snapshot.docs.map((doc) => {
      const application = doc.data();
      return {
        id: application.id,
        submitDate: application.submitDate,
        approved: application._status.approved,
        dues: application.dues?.status ?? null,
      };
    });
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});
