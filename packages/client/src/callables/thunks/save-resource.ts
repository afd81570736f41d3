import { saveResource } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const saveResourceThunk = /* @__PURE__ */ callableThunk(saveResource);
