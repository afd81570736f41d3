import { saveNetworkingGroup } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const saveNetworkingGroupThunk = /* @__PURE__ */ callableThunk(saveNetworkingGroup);
