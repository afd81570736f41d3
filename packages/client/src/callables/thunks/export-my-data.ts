import { exportMyData } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const exportMyDataThunk = /* @__PURE__ */ callableThunk(exportMyData);
