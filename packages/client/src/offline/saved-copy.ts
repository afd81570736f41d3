// The copy of a signed-in person's data this phone keeps for offline use: their last dashboard,
// inbox, alert and review queue, each as last read, under one localStorage key. Only one
// person's copy is ever kept: saving for someone else replaces it, and signing out removes it.
// The service worker never caches data (Firestore reads and callables are POSTs to other
// origins); this copy is what the app shows when the network is gone.

/** The localStorage key of the copy. */
export const OFFLINE_COPY_KEY = 'fundax.mobile.offlineCopy';

/**
 * The shape's version: a copy written by an older build with other shapes is ignored (and
 * replaced at the next save) rather than shown wrong. 2: each read part is a `Saved` (its data
 * as the kit's slices keep it, and the time of the read).
 */
export const OFFLINE_COPY_VERSION = 2;

export interface OfflineCopy {
  version: number;
  uid: string;
  /** Each part as last saved: the viewer, and each read as a `Saved`. */
  parts: Record<string, unknown>;
}

/**
 * A read part of the copy: the data of a Remote entry and when that read answered (its
 * `loadedAt`), so the page can say how old it is.
 */
export interface Saved<T> {
  data: T;
  readAt: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A browser that forbids storage (some private modes) keeps no copy.
    return null;
  }
}

function read(store: Storage | null): OfflineCopy | null {
  const raw = store?.getItem(OFFLINE_COPY_KEY);
  if (!raw) return null;
  try {
    const copy = JSON.parse(raw) as Partial<OfflineCopy>;
    return copy.version === OFFLINE_COPY_VERSION &&
      typeof copy.uid === 'string' &&
      typeof copy.parts === 'object' &&
      copy.parts !== null
      ? (copy as OfflineCopy)
      : null;
  } catch {
    return null;
  }
}

/** The copy kept for `uid`; null when there is none, or it is someone else's. */
export function readOfflineCopy(uid: string | null, store = storage()): OfflineCopy | null {
  const copy = read(store);
  return uid !== null && copy?.uid === uid ? copy : null;
}

/** One part of the copy kept for `uid` (null when there is none). */
export function savedPart<T>(copy: OfflineCopy | null, name: string): T | null {
  return (copy?.parts[name] as T | undefined) ?? null;
}

/**
 * Keeps `data` as part `name` of `uid`'s copy. A copy of another user is dropped first, so the
 * phone never holds two people's data. Best effort: a full or forbidden storage keeps nothing.
 */
export function saveOfflinePart(uid: string, name: string, data: unknown, store = storage()): void {
  if (!store) return;
  const current = read(store);
  const copy: OfflineCopy =
    current?.uid === uid ? current : { version: OFFLINE_COPY_VERSION, uid, parts: {} };
  copy.parts[name] = data;
  try {
    store.setItem(OFFLINE_COPY_KEY, JSON.stringify(copy));
  } catch {
    // Over quota: the app works online without a copy; the next save tries again.
  }
}

/** Removes the copy (sign-out: nothing of this person stays on the phone). */
export function clearOfflineCopy(store = storage()): void {
  store?.removeItem(OFFLINE_COPY_KEY);
}
