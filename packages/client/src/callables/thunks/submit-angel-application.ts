import { submitAngelApplication } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const submitAngelApplicationThunk = /* @__PURE__ */ callableThunk(submitAngelApplication);
