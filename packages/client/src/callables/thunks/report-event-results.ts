import { reportEventResults } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const reportEventResultsThunk = /* @__PURE__ */ callableThunk(reportEventResults);
