import { smallestVariant } from '../files/image-variants';
import type { StoredImage } from '../files/stored-image';
import { formatFullWhen, type Instant } from './mountain-time';

// A change waiting as a revision, as rows of "field: approved (public) value -> proposed value",
// in one wording for the owner's portal, the other side asked to accept it, and the admins'
// review queue. Dates are on Mountain Time with the zone.

/** A picture to show beside a change's words; width and height when the upload recorded them. */
export interface ChangePicture {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * One changed field: its name, the approved value the public sees, and the proposed one. The
 * picture row also carries both pictures, since a reviewer cannot judge one from its name.
 */
export interface ChangeRow {
  field: string;
  approved: string;
  proposed: string;
  approvedPicture?: ChangePicture | null;
  proposedPicture?: ChangePicture | null;
}

interface GivebackSide {
  percent: number;
  terms: string;
  exclusions: string;
  partnerSharePercent: number | null;
}

/** An event revision's `changes` or `current` (only the fields it changes), dates as Instants. */
export interface EventChangeSide {
  title?: string;
  description?: string;
  imageUrl?: string | null;
  image?: StoredImage | null;
  eventStart?: Instant;
  eventEnd?: Instant;
  giveback?: GivebackSide;
  fundaxerId?: string | null;
  fundaxerName?: string | null;
}

/** A venue revision's `changes` or `current`. */
export interface VenueChangeSide {
  name?: string;
  address?: string;
  _geoloc?: { lat: number; lng: number };
  website?: string | null;
}

export type RevisionChanges =
  | { targetType: 'event'; changes: EventChangeSide; current: EventChangeSide }
  | { targetType: 'venue'; changes: VenueChangeSide; current: VenueChangeSide };

/** The thumbnail of an uploaded picture, else the linked picture's address; null for none. */
function pictureOf(side: EventChangeSide): ChangePicture | null {
  if (side.image) {
    const { url, width, height } = smallestVariant(side.image);
    return { url, width, height };
  }
  return side.imageUrl ? { url: side.imageUrl, width: null, height: null } : null;
}

const NONE = 'None';
const orNone = (text: string | null | undefined) => (text ? text : NONE);
const percent = (value: number | null) => (value === null ? 'Not set by the terms' : `${value}%`);

function givebackRows(approved: GivebackSide | undefined, proposed: GivebackSide): ChangeRow[] {
  const rows: ChangeRow[] = [];
  const row = (field: string, from: string, to: string) => {
    if (from !== to) rows.push({ field, approved: from, proposed: to });
  };
  row('Give-back', approved ? `${approved.percent}%` : NONE, `${proposed.percent}%`);
  row('Give-back terms', orNone(approved?.terms), orNone(proposed.terms));
  row('Exclusions', orNone(approved?.exclusions), orNone(proposed.exclusions));
  row(
    'Partner share',
    approved ? percent(approved.partnerSharePercent) : NONE,
    percent(proposed.partnerSharePercent),
  );
  return rows;
}

function eventRows(changes: EventChangeSide, current: EventChangeSide): ChangeRow[] {
  const rows: ChangeRow[] = [];
  if (changes.title !== undefined) {
    rows.push({ field: 'Title', approved: orNone(current.title), proposed: changes.title });
  }
  if (changes.description !== undefined) {
    rows.push({
      field: 'Description',
      approved: orNone(current.description),
      proposed: orNone(changes.description),
    });
  }
  if (changes.imageUrl !== undefined || changes.image !== undefined) {
    rows.push({
      field: 'Picture',
      approved: current.imageUrl || current.image ? 'The current picture' : NONE,
      proposed: changes.imageUrl || changes.image ? 'A new picture' : 'No picture',
      approvedPicture: pictureOf(current),
      proposedPicture: pictureOf(changes),
    });
  }
  if (changes.eventStart !== undefined) {
    rows.push({
      field: 'Starts',
      approved: current.eventStart ? formatFullWhen(current.eventStart) : NONE,
      proposed: formatFullWhen(changes.eventStart),
    });
  }
  if (changes.eventEnd !== undefined) {
    rows.push({
      field: 'Ends',
      approved: current.eventEnd ? formatFullWhen(current.eventEnd) : NONE,
      proposed: formatFullWhen(changes.eventEnd),
    });
  }
  if (changes.giveback !== undefined)
    rows.push(...givebackRows(current.giveback, changes.giveback));
  if (changes.fundaxerId !== undefined) {
    rows.push({
      field: 'Fundaxer',
      approved: current.fundaxerId ? orNone(current.fundaxerName) : NONE,
      proposed: changes.fundaxerId ? orNone(changes.fundaxerName) : NONE,
    });
  }
  return rows;
}

const place = (geoloc: { lat: number; lng: number }) =>
  `${geoloc.lat.toFixed(5)}, ${geoloc.lng.toFixed(5)}`;

function venueRows(changes: VenueChangeSide, current: VenueChangeSide): ChangeRow[] {
  const rows: ChangeRow[] = [];
  if (changes.name !== undefined) {
    rows.push({ field: 'Name', approved: orNone(current.name), proposed: changes.name });
  }
  if (changes.address !== undefined) {
    rows.push({ field: 'Address', approved: orNone(current.address), proposed: changes.address });
  }
  if (changes._geoloc !== undefined) {
    rows.push({
      field: 'Map location',
      approved: current._geoloc ? place(current._geoloc) : NONE,
      proposed: place(changes._geoloc),
    });
  }
  if (changes.website !== undefined) {
    rows.push({
      field: 'Website',
      approved: orNone(current.website),
      proposed: orNone(changes.website),
    });
  }
  return rows;
}

/** What a revision changes, field by field, approved value beside proposed. */
export function revisionChangeRows(revision: RevisionChanges): ChangeRow[] {
  return revision.targetType === 'event'
    ? eventRows(revision.changes, revision.current)
    : venueRows(revision.changes, revision.current);
}
