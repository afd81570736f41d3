import { type GeocodeCandidate, searchWords } from '@fundax/core';

import type { Geocoder } from './geocoder';
import { NM_PLACES, NM_ZIPS } from './nm-places-data';

export const OFFLINE_ATTRIBUTION =
  'ZIP code centres: U.S. Census Bureau. Places: GeoNames (geonames.org), CC BY 4.0.';

/** Short names people type for a place. */
const ALIASES: Record<string, string> = { abq: 'Albuquerque' };

/** State abbreviations other than New Mexico's: an address in another state is not ours. */
const OTHER_STATES = new Set(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc'.split(
    ' ',
  ),
);

/** Words that end a street's name: in "400 Central Ave SW, Albuquerque" the city follows "sw". */
const STREET_ENDS = new Set(
  'st street ave avenue rd road blvd boulevard dr drive ln lane way ct court pl place pkwy parkway hwy highway trl trail loop cir circle bypass plz plaza nw ne sw se'.split(
    ' ',
  ),
);

/**
 * The words that may name the place: in a street address (it starts with a house number), those
 * after the street, so that Central Ave is not taken for Central, NM.
 */
function localityWords(words: string[]): string[] {
  if (!/^\d+$/.test(words[0] ?? '')) return words;
  const streetEnd = words.findLastIndex((word) => STREET_ENDS.has(word));
  return streetEnd < 0 ? words.slice(1) : words.slice(streetEnd + 1);
}

interface Place {
  name: string;
  words: string[];
  location: [number, number];
}

const zips = new Map(
  NM_ZIPS.map(([zip, lat, lng, city]) => [zip, { city, location: [lat, lng] as [number, number] }]),
);
const places: Place[] = NM_PLACES.map(([name, lat, lng]) => ({
  name,
  words: searchWords(name),
  location: [lat, lng],
}));
const placeByName = new Map(places.map((place) => [place.words.join(' '), place]));

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      best = Math.min(best, current[j] ?? 0);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Whether a typed word may be this place's word: the same, or a typo away in a long word. */
function wordMatches(typed: string, word: string, fuzzy: boolean): boolean {
  if (typed === word) return true;
  if (!fuzzy || word.length < 5) return false;
  return editDistance(typed, word, word.length >= 9 ? 2 : 1) <= (word.length >= 9 ? 2 : 1);
}

interface PlaceMatch {
  place: Place;
  start: number;
  end: number;
}

/** Places whose words appear in a row among the typed words (with typos if `fuzzy`). */
function placesIn(words: string[], fuzzy: boolean): PlaceMatch[] {
  const found: PlaceMatch[] = [];
  for (const place of places) {
    const length = place.words.length;
    for (let start = 0; start + length <= words.length; start++) {
      if (place.words.every((word, i) => wordMatches(words[start + i] ?? '', word, fuzzy))) {
        found.push({ place, start, end: start + length });
      }
    }
  }
  // A longer name wins over one inside it ("Los Ranchos de Albuquerque" over "Albuquerque"); the
  // last one typed comes first (a city follows the street, which may share a place's name).
  const kept = found.filter(
    (match) =>
      !found.some(
        (other) =>
          other !== match &&
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      ),
  );
  return kept.sort((a, b) => b.end - a.end || b.end - b.start - (a.end - a.start));
}

/**
 * New Mexico ZIP codes and places from the built-in table, for a ZIP code ("87102"), a place
 * ("Rio Rancho, NM") or a street address, which falls back to its ZIP code and its city, each
 * with that precision: the table knows no streets.
 */
export function findNmPlaces(address: string): GeocodeCandidate[] {
  const words = searchWords(address).map((word) => ALIASES[word]?.toLowerCase() ?? word);
  const stateWords = words.filter((word) => !/^\d+$/.test(word));
  if (OTHER_STATES.has(stateWords.at(-1) ?? '')) return [];
  const candidates: GeocodeCandidate[] = [];
  // The last five-digit number is the ZIP code: a house number comes first.
  const zip = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].at(-1)?.[1];
  const zipPlace = zip === undefined ? undefined : zips.get(zip);
  if (zip && zipPlace) {
    candidates.push({
      location: zipPlace.location,
      label: `${zip}, ${zipPlace.city}, NM`,
      precision: 'zip',
    });
  }
  const locality = localityWords(words);
  const exact = placesIn(locality, false);
  const matches = exact.length > 0 || zipPlace ? exact : placesIn(locality, true);
  for (const { place } of matches) {
    if (candidates.some((candidate) => candidate.label === `${place.name}, NM`)) continue;
    candidates.push({ location: place.location, label: `${place.name}, NM`, precision: 'city' });
  }
  // A ZIP code's city, when the text named none: the ZIP's centre first, its city's second.
  if (zipPlace && matches.length === 0) {
    const city = placeByName.get(searchWords(zipPlace.city).join(' '));
    if (city)
      candidates.push({ location: city.location, label: `${city.name}, NM`, precision: 'city' });
  }
  return candidates;
}

/** The built-in geocoder: New Mexico ZIP codes and places, no network. */
export function offlineGeocoder(): Geocoder {
  return {
    name: 'offline',
    attribution: OFFLINE_ATTRIBUTION,
    geocode: (address) => Promise.resolve(findNmPlaces(address)),
  };
}
