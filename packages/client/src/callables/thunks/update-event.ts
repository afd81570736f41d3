import { updateEvent } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const updateEventThunk = /* @__PURE__ */ callableThunk(updateEvent);
