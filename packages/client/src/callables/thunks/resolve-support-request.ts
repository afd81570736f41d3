import { resolveSupportRequest } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const resolveSupportRequestThunk = /* @__PURE__ */ callableThunk(resolveSupportRequest);
