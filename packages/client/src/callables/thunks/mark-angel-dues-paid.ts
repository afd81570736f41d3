import { markAngelDuesPaid } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const markAngelDuesPaidThunk = /* @__PURE__ */ callableThunk(markAngelDuesPaid);
