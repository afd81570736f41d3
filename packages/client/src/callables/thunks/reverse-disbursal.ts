import { reverseDisbursal } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const reverseDisbursalThunk = /* @__PURE__ */ callableThunk(reverseDisbursal);
