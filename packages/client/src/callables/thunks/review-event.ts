import { reviewEvent } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const reviewEventThunk = /* @__PURE__ */ callableThunk(reviewEvent);
