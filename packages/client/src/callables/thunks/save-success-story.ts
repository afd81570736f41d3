import { saveSuccessStory } from '@fundax/core';

import { callableThunk } from '../callable-thunk';

export const saveSuccessStoryThunk = /* @__PURE__ */ callableThunk(saveSuccessStory);
