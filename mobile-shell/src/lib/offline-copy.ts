import {
  type SavedCopy,
  type SavedCopyPlace,
  clearSavedCopy,
  readSavedCopy,
  saveCopyPart,
} from '@fundax/client';

// The copy of a signed-in person's data this phone keeps for offline use: their last dashboard,
// inbox, alert and review queue, each as last read, in the client kit's saved copy
// (offline/saved-copy.ts) under the shell's own key. This is what the app shows when the network
// is gone, and until the live reads answer.

/** The localStorage key of the copy. */
export const OFFLINE_COPY_KEY = 'fundax.mobile.offlineCopy';

/**
 * The shape's version. 2: each read part is a `Saved` (its data as the kit's slices keep it,
 * and the time of the read).
 */
export const OFFLINE_COPY_VERSION = 2;

export const OFFLINE_COPY: SavedCopyPlace = { key: OFFLINE_COPY_KEY, version: OFFLINE_COPY_VERSION };

/** The copy kept for `uid`; null when there is none, or it is someone else's. */
export function readOfflineCopy(uid: string | null, store?: Storage | null): SavedCopy | null {
  return readSavedCopy(OFFLINE_COPY, uid, store);
}

/** Keeps `data` as part `name` of `uid`'s copy (another user's copy is dropped first). */
export function saveOfflinePart(
  uid: string,
  name: string,
  data: unknown,
  store?: Storage | null,
): void {
  saveCopyPart(OFFLINE_COPY, uid, name, data, store);
}

/** Removes the copy (sign-out: nothing of this person stays on the phone). */
export function clearOfflineCopy(store?: Storage | null): void {
  clearSavedCopy(OFFLINE_COPY, store);
}
