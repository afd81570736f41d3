import { reviewRevision } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const reviewRevisionThunk = /* @__PURE__ */ callableThunk(reviewRevision);
