import { cancelEvent } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const cancelEventThunk = /* @__PURE__ */ callableThunk(cancelEvent);
