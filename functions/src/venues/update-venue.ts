import {
  VENUE_MATERIAL_FIELDS,
  revisionId,
  updateVenue as contract,
  venueMaterialOf,
} from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { imageFields } from '../files/attach-file';
import { onCallable } from '../platform/on-callable';
import { eventsMovingWith, touchesEventCopies, writeVenueChanges } from './apply-venue-changes';
import { syncVenueEvents } from './sync-venue-events';
import { assertCanManageVenue, assertVenueActive } from './venue-access';
import { venueChanges } from './venue-changes';
import { venueRevisionAfterEdit } from './venue-revision';

const isMaterial = (field: string) => (VENUE_MATERIAL_FIELDS as readonly string[]).includes(field);

/**
 * The owner or an admin edits a venue. While it is not approved (pending or rejected) every
 * change applies at once. Once approved, an owner's new name, address, location or website
 * waits for review as a revision (the approved venue stays as the public knows it); the other
 * fields, and every admin change, apply at once and are audited. Its events follow a move, a
 * rename or a new address.
 */
export const updateVenue = onCallable(contract, async (input, caller) => {
  const synced = await runTransaction(async (tx) => {
    const venue = await requireDoc(tx, 'venues', input.id, 'venue');
    assertCanManageVenue(venue, caller);
    assertVenueActive(venue);
    const now = new Date();
    // The photo is not material for a venue: a new one applies at once, like the opening hours.
    const picture = await imageFields(tx, input, caller, 'venue-photo');
    const { updatedAt: _stamp, ...edits } = venueChanges(input, now);
    const changes = { ...edits, ...picture };
    const approved = venue._status.approved === true;
    const reviewed = approved && !caller.admin;
    const direct = Object.fromEntries(
      Object.entries(changes).filter(([field]) => !reviewed || !isMaterial(field)),
    );
    const stored = reviewed ? await readDoc(tx, 'revisions', revisionId('venue', venue.id)) : null;
    const pending = stored?.targetType === 'venue' && stored.state === 'pending' ? stored : null;
    const upcoming = await eventsMovingWith(tx, venue.id, '_geoloc' in direct, now);
    if (Object.keys(direct).length > 0) {
      writeVenueChanges(tx, venue, direct, upcoming, now);
      if (approved) {
        writeAudit(tx, {
          actorId: caller.uid,
          action: 'venue.edit',
          targetType: 'venue',
          targetId: venue.id,
          changes: { fields: Object.keys(direct).sort().join(',') },
          at: now,
        });
      }
    }
    if (reviewed) {
      const material = Object.fromEntries(
        Object.entries(changes).filter(([field]) => isMaterial(field)),
      );
      const step = venueRevisionAfterEdit({
        venue,
        pending,
        proposed: { ...venueMaterialOf(venue), ...(pending?.changes ?? {}), ...material },
        uid: caller.uid,
        now,
      });
      const ref = docRef('revisions', revisionId('venue', venue.id));
      if (step.action === 'write') tx.set(ref, step.revision);
      if (step.action === 'withdraw') tx.update(ref, { state: 'withdrawn', updatedAt: now });
    }
    return touchesEventCopies(direct);
  });
  if (synced) await syncVenueEvents(input.id);
  return { id: input.id };
});
