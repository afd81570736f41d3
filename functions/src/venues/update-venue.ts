import { geolocOf, updateVenue as contract } from '@fundax/core';

import { docRef, readQuery, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countEventChange, countVenueChange } from '../nearby/nearby-counts';
import { imageFields } from '../files/attach-file';
import { db } from '../platform/admin';
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
    // A move takes the nearby counts of the venue and of its upcoming events along, here, in
    // the venue's transaction; the events' own locations follow in syncVenueEvents below.
    const upcoming = input.location
      ? await readQuery(
          tx,
          'events',
          db().collection('events').where('venueId', '==', input.id).where('eventEnd', '>=', now),
        )
      : [];
    const image = await imageFields(tx, input, caller, 'venue-photo');
    const changes = venueChanges(input, now);
    tx.update(docRef('venues', input.id), { ...changes, ...image });
    if (input.location) {
      const moved = geolocOf(input.location);
      countVenueChange(tx, venue, { ...venue, _geoloc: moved }, now);
      for (const event of upcoming) {
        const counted = countEventChange(tx, { ...event, _geoloc: moved }, now);
        if (Object.keys(counted).length > 0) tx.update(docRef('events', event.id), counted);
      }
    }
  });
  if (input.name !== undefined || input.address !== undefined || input.location !== undefined) {
    await syncVenueEvents(input.id);
  }
  return { id: input.id };
});
