import { syncAccountEmail } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const syncAccountEmailThunk = /* @__PURE__ */ callableThunk(syncAccountEmail);
