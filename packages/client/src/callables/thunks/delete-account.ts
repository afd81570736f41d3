import { deleteAccount } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const deleteAccountThunk = /* @__PURE__ */ callableThunk(deleteAccount);
