import { geolocOf, updateVenue as contract } from '@fundax/core';

import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countVenueChange } from '../nearby/venue-counts';
import { onCallable } from '../platform/on-callable';
import { syncVenueEvents } from './sync-venue-events';
import { assertCanManageVenue, assertVenueActive } from './venue-access';
import { venueChanges } from './venue-changes';

/** The owner or an admin edits a venue; its events follow a move, a rename or a new address. */
export const updateVenue = onCallable(contract, async (input, caller) => {
  await runTransaction(async (tx) => {
    const venue = await requireDoc(tx, 'venues', input.id, 'venue');
    assertCanManageVenue(venue, caller);
    assertVenueActive(venue);
    const now = new Date();
    const changes = venueChanges(input, now);
    tx.update(docRef('venues', input.id), changes);
    if (input.location) {
      countVenueChange(tx, venue, { ...venue, _geoloc: geolocOf(input.location) }, now);
    }
  });
  if (input.name !== undefined || input.address !== undefined || input.location !== undefined) {
    await syncVenueEvents(input.id);
  }
  return { id: input.id };
});
