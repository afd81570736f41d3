import { setEventAlerts } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const setEventAlertsThunk = /* @__PURE__ */ callableThunk(setEventAlerts);
