import { markNotificationsRead } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const markNotificationsReadThunk = /* @__PURE__ */ callableThunk(markNotificationsRead);
