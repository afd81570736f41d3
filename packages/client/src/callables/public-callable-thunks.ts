import type { geocodeAddress, nearbyEvents, nearbyVenues, searchListings } from '@fundax/core';

import { publicCallableThunk } from './callable-thunk';

// The thunks of the public callables, by name and without their schemas (publicCallable), in a
// module of their own: the pages that dispatch them (nearby search on the home page and the
// mobile shell, search) are first screens, and must not pull in the other callables' contracts
// (zod and every schema) with them. A test checks that exactly the public contracts go this way.

export const nearbyVenuesThunk =
  /* @__PURE__ */ publicCallableThunk<typeof nearbyVenues>('nearbyVenues');
export const nearbyEventsThunk =
  /* @__PURE__ */ publicCallableThunk<typeof nearbyEvents>('nearbyEvents');
export const searchListingsThunk =
  /* @__PURE__ */ publicCallableThunk<typeof searchListings>('searchListings');
export const geocodeAddressThunk =
  /* @__PURE__ */ publicCallableThunk<typeof geocodeAddress>('geocodeAddress');
