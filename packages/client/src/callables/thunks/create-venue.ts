import { createVenue } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const createVenueThunk = /* @__PURE__ */ callableThunk(createVenue);
