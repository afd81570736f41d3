import { reviewVenue } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const reviewVenueThunk = /* @__PURE__ */ callableThunk(reviewVenue);
