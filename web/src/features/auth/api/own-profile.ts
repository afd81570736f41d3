import { createAppAsyncThunk, firestoreClient, toCallError } from '@fundax/client';
import type { CallError, NetworkCategory } from '@fundax/core';

/** The public profile fields an angel edits, as they stand. */
export interface EditableProfile {
  displayName: string;
  bio: string;
  city: string | null;
  website: string | null;
  imageUrl: string | null;
  categories: NetworkCategory[];
  listed: boolean;
}

/** The signed-in user's own public profile (readable by its owner even while unlisted). */
export const fetchOwnProfile = createAppAsyncThunk<
  EditableProfile | null,
  string,
  { rejectValue: CallError }
>('profile/fetchOwn', async (uid, { rejectWithValue }) => {
  try {
    const [db, { getDoc }, { profileDoc }] = await Promise.all([
      firestoreClient(),
      import('@fundax/client/firebase/firestore-sdk'),
      import('@fundax/client/queries/profiles'),
    ]);
    const profile = (await getDoc(profileDoc(db, uid))).data();
    if (!profile) return null;
    const { displayName, bio, city, website, imageUrl, categories, listed } = profile;
    return { displayName, bio, city, website, imageUrl, categories, listed };
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});
