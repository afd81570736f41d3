import { registerAccount } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const registerAccountThunk = /* @__PURE__ */ callableThunk(registerAccount);
