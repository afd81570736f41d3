import { geocodeAddress } from '@fundax/core';

import { callableThunk } from './callable-thunk';

/**
 * geocodeAddress's thunk, in a module of its own that only the package index re-exports. The
 * bundler puts a module in an app's first load when a module of that first load imports it, and
 * the phone's first screen loads callable-thunks.ts for nearby search: defined (or re-exported)
 * there, this thunk and its contract would ship in that first load, while the address lookup
 * that uses them loads only when someone asks for it.
 */
export const geocodeAddressThunk = /* @__PURE__ */ callableThunk(geocodeAddress);
