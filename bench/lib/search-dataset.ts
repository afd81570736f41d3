// A synthetic Albuquerque / Rio Rancho catalogue for the search benchmark: venues, their events
// and fundaxers' fundraisers, named from local words, about 1 in 6 hidden (pending, rejected,
// disabled, cancelled, unlisted). Deterministic (a seeded generator), so runs compare.
import {
  AGREED_CONSENT,
  CAUSE_CATEGORIES,
  type CatalogueItem,
  VENUE_CATEGORIES,
  catalogueItemOf,
} from '@fundax/core';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLACES = ['Nob Hill', 'Old Town', 'Barelas', 'Corrales', 'Rio Rancho', 'Uptown', 'Westside', 'Los Ranchos', 'Sandia', 'Paseo', 'Montaño', 'Alameda', 'Peña Blanca', 'Los Poblanos', 'Sawmill', 'Duranes', 'Wells Park', 'Journal Center', 'Cibola', 'Ventana'];
const NOUNS = ['Taproom', 'Kitchen', 'Cafe', 'Bakery', 'Tacos', 'Grill', 'Roasters', 'Cantina', 'Brewing', 'Books', 'Yoga', 'Pizzeria', 'Diner', 'Creamery', 'Tortilleria', 'Market', 'Gallery', 'Cycles', 'Salon', 'Bistro'];
const OWNERS = ['Baca’s', 'Lucero', 'Chavez', 'Sanchez', 'Gallegos', 'Yazzie', 'Garcia', 'Montoya', 'Romero', 'Archuleta', 'Begay', 'Trujillo'];
const EVENT_HEADS = ['Garden Hops', 'Green Chile', 'Sopaipilla', 'Biscochito', 'Luminaria', 'Balloon Fiesta', 'Red or Green', 'Posole', 'Piñon', 'Chile Roast', 'Trivia', 'Bingo', 'Karaoke', 'Book Fair', 'Paws', 'Band Trip', 'Robotics', 'Soccer', 'Choir', 'Library'];
const EVENT_TAILS = ['Night', 'Supper', 'Brunch', 'Fundraiser', 'Give-back', 'Social', 'Tasting', 'Dinner', 'Morning', 'Festival'];
const STREETS = ['Central Ave', 'Lomas Blvd', 'Montgomery Blvd', 'Coors Blvd', '4th St', 'Rio Grande Blvd', 'Menaul Blvd', 'Southern Blvd', 'Unser Blvd', 'Juan Tabo Blvd'];
const FIRST = ['Dana', 'Miguel', 'Rosa', 'Priya', 'Tomas', 'Lena', 'Jorge', 'Maya', 'Ana', 'Luis', 'Nora', 'Eli'];
const CAUSES = ['Band trip to state', 'New library books', 'Shelter dog beds', 'Robotics regionals', 'Youth soccer uniforms', 'Community garden', 'Choir tour', 'Playground repair'];

export interface SearchDataset {
  items: CatalogueItem[];
  counts: Record<string, number>;
}

/** `total` catalogue items: 30% venues, 55% events at those venues, 15% fundaxer profiles. */
export function makeCatalogue(total: number, now: Date, seed = 2026): SearchDataset {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const status = (hiddenShare: number) => {
    const roll = next();
    if (roll >= hiddenShare) return { approved: true, disabled: false, cancelled: false };
    return pick([
      { approved: null, disabled: false, cancelled: false },
      { approved: false, disabled: false, cancelled: false },
      { approved: true, disabled: true, cancelled: false },
      { approved: true, disabled: false, cancelled: true },
    ]);
  };
  const review = { reason: null, reviewedAt: null, reviewedBy: null };
  const items: CatalogueItem[] = [];
  const venues: { id: string; name: string }[] = [];
  const venueCount = Math.round(total * 0.3);
  const eventCount = Math.round(total * 0.55);
  for (let i = 0; i < venueCount; i++) {
    const id = `v${i}`;
    const name = next() < 0.5 ? `${pick(OWNERS)} ${pick(NOUNS)}` : `${pick(PLACES)} ${pick(NOUNS)}`;
    venues.push({ id, name });
    const { approved, disabled } = status(0.15);
    items.push(
      catalogueItemOf({
        source: 'venues',
        id,
        document: {
          name,
          address: `${100 + Math.floor(next() * 9000)} ${pick(STREETS)} NW, Albuquerque, NM 871${String(Math.floor(next() * 99)).padStart(2, '0')}`,
          category: pick(VENUE_CATEGORIES),
          ownerId: `partner-${Math.floor(i / 2)}`,
          _status: { ...review, approved, disabled },
        },
      }),
    );
  }
  const day = 86_400_000;
  for (let i = 0; i < eventCount; i++) {
    const venue = pick(venues);
    const start = new Date(now.getTime() + (next() * 400 - 200) * day);
    items.push(
      catalogueItemOf({
        source: 'events',
        id: `e${i}`,
        document: {
          title: `${pick(EVENT_HEADS)} ${pick(EVENT_TAILS)}`,
          venueId: venue.id,
          venueName: venue.name,
          fundaxerName: next() < 0.6 ? `${pick(FIRST)} ${pick(OWNERS).replace('’s', '')}` : null,
          category: pick(CAUSE_CATEGORIES),
          eventStart: start,
          eventEnd: new Date(start.getTime() + 4 * 3_600_000),
          _status: {
            ...review,
            ...status(0.15),
            cancelReason: null,
            expired: false,
            venueHidden: false,
            venueHiddenReason: null,
          },
          consent: AGREED_CONSENT,
        },
      }),
    );
  }
  for (let i = items.length; i < total; i++) {
    items.push(
      catalogueItemOf({
        source: 'profiles',
        id: `u${i}`,
        document: {
          displayName: `${pick(FIRST)} ${pick(OWNERS).replace('’s', '')}`,
          role: 'fundaxer',
          organizationName: null,
          fundraiser: {
            title: pick(CAUSES),
            story: '',
            category: pick(CAUSE_CATEGORIES),
            goalCents: 100_000,
            raisedCents: 0,
          },
          listed: next() > 0.15,
        },
      }),
    );
  }
  return { items, counts: { venues: venueCount, events: eventCount, profiles: total - venueCount - eventCount } };
}

/** What people type: whole names, typos, missing accents, word starts, several words. */
export const QUERIES = [
  'gardn hops',
  'garden hops night',
  'hop',
  'pena blanca',
  'Peña',
  'sopapila',
  'green chile supper',
  'tacos',
  'taco',
  'nob hill taproom',
  'barelas',
  'corales',
  'band trip',
  'yazzie',
  'robotics',
  'luminaria',
  'chile',
  'a',
  'bi',
  'balloon fiesta brunch',
  'montano',
  'library books',
  'trivia night',
  'rio rancho bakery',
  'karaoke',
  'shelter dog',
  'posole',
  'piñon tasting',
  'qzxv',
  'central ave',
];
