import { combineSlices } from '@reduxjs/toolkit';

import { adminSlice } from '../session/admin-slice';
import { sessionSlice } from '../session/session-slice';
import { userSlice } from '../session/user-slice';

/**
 * Feature slices a route injects when it loads (`slice.injectInto(rootReducer)`), so a route
 * ships only the state it uses. Each feature adds itself here by declaration merging:
 * `declare module '@fundax/client' { interface LazyLoadedSlices extends WithSlice<typeof x> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Always present: the session, admin and user stores of docs/product.md §4.7. */
export const rootReducer = combineSlices(
  sessionSlice,
  adminSlice,
  userSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
