import { type Location, checkedLocation } from '../geo/location-check';
import { ROLE_MESSAGE, type Role, isRole } from './roles';

// Plain checks (no zod): every app runs these rules from its first screen.

/**
 * The logged-in state of docs/product.md §4.7, kept by the clients' session slice. `position` is where
 * the person is (for nearby search), [latitude, longitude], once they share it.
 */
export interface SessionState {
  loggedIn: boolean;
  uid: string | null;
  role: Role | '';
  displayName: string | null;
  admin: boolean;
  position: [number, number] | null;
}

/** Not logged in, empty role, no position (docs/product.md §4.7). */
export const initialSession: SessionState = Object.freeze({
  loggedIn: false,
  uid: null,
  role: '',
  displayName: null,
  admin: false,
  position: null,
});

export interface SessionLoadedPayload {
  uid: string;
  role: Role;
  displayName: string | null;
  /** From the identity token's claims, never from the user document (docs/product.md §4.7). */
  admin: boolean;
}

/**
 * The user document loaded: logged in with its role. A position shared before signing in is
 * kept. Throws on a payload that could not come from a real account (empty uid, unknown role):
 * that is a bug in the caller, and a half-logged-in state would be worse.
 */
export function sessionLoaded(state: SessionState, payload: SessionLoadedPayload): SessionState {
  if (payload.uid === '') throw new TypeError('sessionLoaded needs the signed-in user id.');
  return {
    loggedIn: true,
    uid: payload.uid,
    role: checkedRole(payload.role),
    displayName: payload.displayName,
    admin: payload.admin,
    position: state.position,
  };
}

/**
 * The person's position changed (or they shared it). A malformed position throws (a
 * RangeError with the location message) rather than reaching nearby search.
 */
export function positionChanged(state: SessionState, position: Readonly<Location>): SessionState {
  return { ...state, position: checkedLocation(position) };
}

function checkedRole(role: unknown): Role {
  if (!isRole(role)) throw new TypeError(ROLE_MESSAGE);
  return role;
}

/** Signed out: back to the initial state, dropping the position too (docs/product.md §4.7). */
export function sessionCleared(): SessionState {
  return initialSession;
}
