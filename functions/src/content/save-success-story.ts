import { FundaxError, saveSuccessStory as contract } from '@fundax/core';

import { readDoc } from '../data/documents';
import { onCallable } from '../platform/on-callable';
import { saveContent } from './save-content';

/**
 * An admin adds or edits a success story. Publishing stamps publishedAt (kept while it stays
 * published); unpublishing clears it. A named fundaxer or event must exist.
 */
export const saveSuccessStory = onCallable(contract, async ({ id, ...input }, { uid }) => ({
  id: await saveContent({
    collection: 'successStories',
    id,
    what: 'success story',
    actorId: uid,
    action: 'story.save',
    targetType: 'story',
    fields: async (tx, existing, now) => {
      if (input.fundaxerId) {
        const profile = await readDoc(tx, 'profiles', input.fundaxerId);
        if (profile?.role !== 'fundaxer') {
          throw new FundaxError('not-found', 'There is no fundaxer with that id.');
        }
      }
      if (input.eventId && !(await readDoc(tx, 'events', input.eventId))) {
        throw new FundaxError('not-found', 'There is no event with that id.');
      }
      const publishedAt = input.published ? (existing?.publishedAt ?? now) : null;
      return { ...input, publishedAt };
    },
  }),
}));
