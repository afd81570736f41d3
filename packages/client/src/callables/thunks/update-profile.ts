import { updateProfile } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const updateProfileThunk = /* @__PURE__ */ callableThunk(updateProfile);
