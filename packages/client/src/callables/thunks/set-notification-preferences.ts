import { setNotificationPreferences } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const setNotificationPreferencesThunk = /* @__PURE__ */ callableThunk(
  setNotificationPreferences,
);
