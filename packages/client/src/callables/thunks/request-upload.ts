import { requestUpload } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const requestUploadThunk = /* @__PURE__ */ callableThunk(requestUpload);
