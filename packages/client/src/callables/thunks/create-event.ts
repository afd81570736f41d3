import { createEvent } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const createEventThunk = /* @__PURE__ */ callableThunk(createEvent);
