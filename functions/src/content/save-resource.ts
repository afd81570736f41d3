import { saveResource as contract } from '@fundax/core';

import { onCallable } from '../platform/on-callable';
import { saveContent } from './save-content';

/** An admin adds or edits a portal video or document. */
export const saveResource = onCallable(contract, async ({ id, ...input }, { uid }) => ({
  id: await saveContent({
    collection: 'resources',
    id,
    what: 'resource',
    actorId: uid,
    action: 'resource.save',
    targetType: 'resource',
    fields: async () => Promise.resolve(input),
  }),
}));
