import { FundaxError, saveNetworkingGroup as contract } from '@fundax/core';

import { readDoc } from '../data/documents';
import { onCallable } from '../platform/on-callable';
import { saveContent } from './save-content';

/** An admin adds or edits a business-networking group; a venue it meets at must exist. */
export const saveNetworkingGroup = onCallable(contract, async ({ id, ...input }, { uid }) => ({
  id: await saveContent({
    collection: 'networkingGroups',
    id,
    what: 'networking group',
    actorId: uid,
    action: 'group.save',
    targetType: 'group',
    fields: async (tx) => {
      if (input.venueId && !(await readDoc(tx, 'venues', input.venueId))) {
        throw new FundaxError('not-found', 'There is no venue with that id.');
      }
      return input;
    },
  }),
}));
