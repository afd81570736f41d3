import {
  type DocumentOf,
  type ServedFundraiser,
  type ServedPage,
  type StoredImage,
  type WithId,
  eventLede,
  isPubliclyVisible,
  largestVariant,
  profileName,
  toEventView,
  toServedFundraiser,
} from '@fundax/core';

import { readDoc } from '../data/documents';
import type { Card } from './card-html';
import { clip } from './card-html';
import { webOrigin } from './site-origin';

const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The preview image: an uploaded photo's card size (with its size), else a typed address. */
function cardImage(image: StoredImage | null, imageUrl: string | null): Card['image'] {
  if (image) {
    const { url, width, height } = largestVariant(image);
    return { url, width, height };
  }
  return imageUrl ? { url: imageUrl } : null;
}

/** A page's link preview, and the data its HTML carries for the page itself (if any). */
export interface CardPage {
  card: Card;
  served: ServedPage | null;
}

/** The fundraiser an event page shows: its fundaxer's, while their profile is listed. */
async function servedFundraiserOf(fundaxerId: string | null): Promise<ServedFundraiser | null> {
  if (!fundaxerId) return null;
  const profile = await readDoc(null, 'profiles', fundaxerId);
  return profile && profile.listed && profile.role === 'fundaxer'
    ? toServedFundraiser(fundaxerId, profile)
    : null;
}

/**
 * /event/{id}: a public event (approved, enabled, not cancelled), else null. Its HTML carries
 * the event's public view and the fundraiser it supports, which the page shows at once (and the
 * header it renders first) and, while fresh, instead of reading them again.
 */
export async function eventCard(id: string, now = new Date()): Promise<CardPage | null> {
  const event = await readDoc(null, 'events', id);
  if (!event || !isPubliclyVisible(event._status)) return null;
  const view = toEventView(event);
  const lede = eventLede(view, (start) => WHEN.format(new Date(start)));
  return {
    card: {
      title: event.title,
      description: clip(event.description ? `${lede} ${event.description}` : lede),
      image: cardImage(event.image, event.imageUrl),
      url: `${webOrigin()}/event/${encodeURIComponent(id)}`,
    },
    served: {
      kind: 'event',
      id,
      event: view,
      fundraiser: await servedFundraiserOf(event.fundaxerId),
      readAt: now.toISOString(),
    },
  };
}

async function publicVenueOf(
  partnerId: string,
  venueId: string,
): Promise<WithId<DocumentOf<'venues'>> | null> {
  const venue = await readDoc(null, 'venues', venueId);
  return venue && venue.ownerId === partnerId && isPubliclyVisible(venue._status) ? venue : null;
}

/**
 * /partner/{uid}[?venue=<id>]: a listed partner's page, or one of their public venues. A venue
 * that is hidden or belongs to someone else falls back to the partner's own card.
 */
export async function partnerCard(uid: string, venueId: string | null): Promise<Card | null> {
  const profile = await readDoc(null, 'profiles', uid);
  if (!profile || !profile.listed || profile.role !== 'partner') return null;
  const base = `${webOrigin()}/partner/${encodeURIComponent(uid)}`;
  const venue = venueId ? await publicVenueOf(uid, venueId) : null;
  if (venue) {
    return {
      title: venue.name,
      description: clip(
        venue.description ? `${venue.address}. ${venue.description}` : venue.address,
      ),
      image: cardImage(venue.image, venue.imageUrl),
      url: `${base}?venue=${encodeURIComponent(venue.id)}`,
    };
  }
  const name = profileName(profile);
  return {
    title: name,
    description: clip(
      profile.bio ||
        `${name} hosts give-back events for local causes${profile.city ? ` in ${profile.city}` : ''}.`,
    ),
    image: cardImage(null, profile.imageUrl),
    url: base,
  };
}

/** /fundaxer-listing?id=<uid>: a listed fundaxer and their fundraiser. */
export async function fundaxerCard(uid: string): Promise<Card | null> {
  const profile = await readDoc(null, 'profiles', uid);
  if (!profile || !profile.listed || profile.role !== 'fundaxer') return null;
  const name = profileName(profile);
  const cause = profile.fundraiser;
  return {
    title: cause ? `${cause.title} · ${name}` : name,
    description: clip(cause?.story || profile.bio || `${name} raises money on Fundax.`),
    image: cardImage(null, profile.imageUrl),
    url: `${webOrigin()}/fundaxer-listing?id=${encodeURIComponent(uid)}`,
  };
}
