import { createSupportRequest } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const createSupportRequestThunk = /* @__PURE__ */ callableThunk(createSupportRequest);
