import { searchRecords } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const searchRecordsThunk = /* @__PURE__ */ callableThunk(searchRecords);
