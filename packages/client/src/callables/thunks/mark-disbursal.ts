import { markDisbursal } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const markDisbursalThunk = /* @__PURE__ */ callableThunk(markDisbursal);
