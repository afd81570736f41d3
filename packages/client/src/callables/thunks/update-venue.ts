import { updateVenue } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const updateVenueThunk = /* @__PURE__ */ callableThunk(updateVenue);
