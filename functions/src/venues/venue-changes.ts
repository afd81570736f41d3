import {
  type CallableParsedInput,
  type DocumentOf,
  type Geoloc,
  type updateVenue,
  geolocOf,
  locationOriginOf,
} from '@fundax/core';

/** The fields of a venue update that differ from the stored venue (a move gets a new hash). */
export function venueChanges(
  input: CallableParsedInput<typeof updateVenue>,
  now: Date,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of [
    'name',
    'address',
    'category',
    'description',
    'phone',
    'website',
    'imageUrl',
  ] as const) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  if (input.location) {
    changes._geoloc = geolocOf(input.location);
    // A new location comes with its own origin; the old one no longer describes it.
    Object.assign(changes, locationOriginOf(input));
  }
  changes.updatedAt = now;
  return changes;
}

type VenueCopy = Pick<DocumentOf<'venues'>, 'name' | 'address' | '_geoloc'>;
type EventCopy = Pick<DocumentOf<'events'>, 'venueName' | 'venueAddress' | '_geoloc'>;

const sameGeoloc = (a: Geoloc, b: Geoloc) =>
  a.lat === b.lat && a.lng === b.lng && a.hash === b.hash;

/**
 * What an event must copy from its venue to match it (name, address and location for cards and
 * nearby search), or null when it already does. Only differing events are written.
 */
export function eventFollowUp(venue: VenueCopy, event: EventCopy): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  if (event.venueName !== venue.name) changes.venueName = venue.name;
  if (event.venueAddress !== venue.address) changes.venueAddress = venue.address;
  if (!sameGeoloc(event._geoloc, venue._geoloc)) changes._geoloc = { ...venue._geoloc };
  return Object.keys(changes).length > 0 ? changes : null;
}
