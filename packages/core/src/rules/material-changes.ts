import type { FundaxEvent } from '../schemas/events';
import type { EventMaterial, VenueMaterial } from '../schemas/revisions';
import type { Venue } from '../schemas/venues';

/**
 * Material fields: an owner's change to one of them on an approved listing is never shown to
 * visitors unreviewed. Events: title, description, image, dates, give-back terms, the fundaxer.
 * Venues: name, address, location and website. Everything else applies at once.
 */
export const EVENT_MATERIAL_FIELDS = [
  'title',
  'description',
  'imageUrl',
  'image',
  'eventStart',
  'eventEnd',
  'giveback',
  'fundaxerId',
  'fundaxerName',
] as const satisfies readonly (keyof EventMaterial)[];
export const VENUE_MATERIAL_FIELDS = [
  'name',
  'address',
  '_geoloc',
  'locationSource',
  'locationPrecision',
  'website',
] as const satisfies readonly (keyof VenueMaterial)[];

export function eventMaterialOf(event: Pick<FundaxEvent, keyof EventMaterial>): EventMaterial {
  return {
    title: event.title,
    description: event.description,
    imageUrl: event.imageUrl,
    image: event.image,
    eventStart: event.eventStart,
    eventEnd: event.eventEnd,
    giveback: { ...event.giveback },
    fundaxerId: event.fundaxerId,
    fundaxerName: event.fundaxerName,
  };
}

export function venueMaterialOf(venue: Pick<Venue, keyof VenueMaterial>): VenueMaterial {
  return {
    name: venue.name,
    address: venue.address,
    _geoloc: { ...venue._geoloc },
    locationSource: venue.locationSource,
    locationPrecision: venue.locationPrecision,
    website: venue.website,
  };
}

/** Equal as stored values: dates by instant, plain objects field by field. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

/** The fields of `proposed` that differ from `approved`: the new values and the approved ones. */
export function materialDiff<T extends object>(
  proposed: T,
  approved: T,
): { changes: Partial<T>; current: Partial<T> } {
  const changes: Partial<T> = {};
  const current: Partial<T> = {};
  for (const key of Object.keys(proposed) as (keyof T)[]) {
    if (!sameValue(proposed[key], approved[key])) {
      changes[key] = proposed[key];
      current[key] = approved[key];
    }
  }
  return { changes, current };
}

/**
 * Whether two versions of an event differ in its deal: the dates or the give-back terms (what
 * the partner hosts and what the cause is owed). Both sides must agree to a new deal.
 */
export function dealDiffers(
  a: Pick<EventMaterial, 'eventStart' | 'eventEnd' | 'giveback'>,
  b: Pick<EventMaterial, 'eventStart' | 'eventEnd' | 'giveback'>,
): boolean {
  return (
    !sameValue(a.eventStart, b.eventStart) ||
    !sameValue(a.eventEnd, b.eventEnd) ||
    !sameValue(a.giveback, b.giveback)
  );
}
