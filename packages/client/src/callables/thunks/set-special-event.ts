import { setSpecialEvent } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const setSpecialEventThunk = /* @__PURE__ */ callableThunk(setSpecialEvent);
