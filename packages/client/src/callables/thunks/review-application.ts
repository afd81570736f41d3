import { reviewApplication } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const reviewApplicationThunk = /* @__PURE__ */ callableThunk(reviewApplication);
