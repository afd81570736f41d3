import { saveResource as contract } from '@fundax/core';

import { resourceFileFields } from '../files/attach-file';
import { onCallable } from '../platform/on-callable';
import { saveContent } from './save-content';

/**
 * An admin adds or edits a portal video or document; an uploaded file brings its own address
 * and size.
 */
export const saveResource = onCallable(contract, async ({ id, ...input }, caller) => ({
  id: await saveContent({
    collection: 'resources',
    id,
    what: 'resource',
    actorId: caller.uid,
    action: 'resource.save',
    targetType: 'resource',
    fields: async (tx) => ({ ...input, ...(await resourceFileFields(tx, input, caller)) }),
  }),
}));
