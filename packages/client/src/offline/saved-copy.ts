import type { AppStore } from '../store/make-store';

// A copy of a signed-in person's data that an app keeps in this browser (localStorage), read by
// read: the mobile shell's offline copy (dashboard, inbox, alert, review queue), the web portal's
// last dashboard, shown at once on the next visit until the live reads replace it. Each app keeps
// its copy under its own key (`SavedCopyPlace`). Only one person's copy is ever kept in a place:
// saving for someone else replaces it, and signing out removes it (`followSavedCopy`). Service
// workers never cache data (Firestore reads and callables are POSTs to other origins).

/**
 * Where a copy is kept: its localStorage key, and the version of its parts' shapes. A copy
 * written by an older build with other shapes is ignored (and replaced at the next save)
 * rather than shown wrong.
 */
export interface SavedCopyPlace {
  key: string;
  version: number;
}

export interface SavedCopy {
  version: number;
  uid: string;
  /** Each part as last saved (usually a `Saved`). */
  parts: Record<string, unknown>;
}

/**
 * A read part of a copy: the data of a Remote entry and when that read answered (its
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

function read(place: SavedCopyPlace, store: Storage | null): SavedCopy | null {
  const raw = store?.getItem(place.key);
  if (!raw) return null;
  try {
    const copy = JSON.parse(raw) as Partial<SavedCopy>;
    return copy.version === place.version &&
      typeof copy.uid === 'string' &&
      typeof copy.parts === 'object' &&
      copy.parts !== null
      ? (copy as SavedCopy)
      : null;
  } catch {
    return null;
  }
}

/** The copy kept in `place` for `uid`; null when there is none, or it is someone else's. */
export function readSavedCopy(
  place: SavedCopyPlace,
  uid: string | null,
  store = storage(),
): SavedCopy | null {
  const copy = read(place, store);
  return uid !== null && copy?.uid === uid ? copy : null;
}

/** One part of a copy (null when there is none). */
export function savedPart<T>(copy: SavedCopy | null, name: string): T | null {
  return (copy?.parts[name] as T | undefined) ?? null;
}

/**
 * Keeps `data` as part `name` of `uid`'s copy in `place`. A copy of another user is dropped
 * first, so the browser never holds two people's data. Best effort: a full or forbidden storage
 * keeps nothing.
 */
export function saveCopyPart(
  place: SavedCopyPlace,
  uid: string,
  name: string,
  data: unknown,
  store = storage(),
): void {
  if (!store) return;
  const current = read(place, store);
  const copy: SavedCopy =
    current?.uid === uid ? current : { version: place.version, uid, parts: {} };
  copy.parts[name] = data;
  try {
    store.setItem(place.key, JSON.stringify(copy));
  } catch {
    // Over quota: the app works without a copy; the next save tries again.
  }
}

/** Removes the copy (sign-out, account deletion: nothing of this person stays here). */
export function clearSavedCopy(place: SavedCopyPlace, store = storage()): void {
  store?.removeItem(place.key);
}

/**
 * Removes the copy in `place` whenever the session comes to say nobody is signed in (a sign-out,
 * the deleted account's sign-out, or a session Auth no longer has). Returns the unsubscribe
 * function.
 */
export function followSavedCopy(
  appStore: AppStore,
  place: SavedCopyPlace,
  store = storage(),
): () => void {
  let status = appStore.getState().user.status;
  return appStore.subscribe(() => {
    const next = appStore.getState().user.status;
    if (next === status) return;
    status = next;
    if (next === 'signed-out') clearSavedCopy(place, store);
  });
}
