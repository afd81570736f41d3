import { setAdmin } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const setAdminThunk = /* @__PURE__ */ callableThunk(setAdmin);
