import { respondToEvent } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const respondToEventThunk = /* @__PURE__ */ callableThunk(respondToEvent);
