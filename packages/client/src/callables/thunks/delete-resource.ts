import { deleteResource } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const deleteResourceThunk = /* @__PURE__ */ callableThunk(deleteResource);
