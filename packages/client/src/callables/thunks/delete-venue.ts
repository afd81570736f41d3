import { deleteVenue } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const deleteVenueThunk = /* @__PURE__ */ callableThunk(deleteVenue);
