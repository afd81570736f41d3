/** A match and its distance from the centre. */
export interface Ranked<T> {
  item: T;
  distanceKm: number;
}

/** Nearest first; equal distances by id, so the same data always gives the same answer. */
export function byDistance<T extends { id: string }>(a: Ranked<T>, b: Ranked<T>): number {
  return (
    a.distanceKm - b.distanceKm || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0)
  );
}

/** Every match found so far within the radius, kept sorted nearest first. */
export class NearestList<T extends { id: string }> {
  private readonly ranked: Ranked<T>[] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly limit: number) {}

  /** Adds a match once (a second copy of the same id is ignored). */
  add(entry: Ranked<T>): void {
    if (this.ids.has(entry.item.id)) return;
    this.ids.add(entry.item.id);
    let at = this.ranked.length;
    while (at > 0 && byDistance(this.ranked[at - 1]!, entry) > 0) at--;
    this.ranked.splice(at, 0, entry);
  }

  /** The distance of the limit-th nearest match, or Infinity while there are fewer. */
  kthDistanceKm(): number {
    return this.ranked[this.limit - 1]?.distanceKm ?? Number.POSITIVE_INFINITY;
  }

  /** How many matches lie within `km`. */
  countWithin(km: number): number {
    let count = 0;
    for (const entry of this.ranked) if (entry.distanceKm <= km) count++;
    return count;
  }

  nearest(): Ranked<T>[] {
    return this.ranked.slice(0, this.limit);
  }
}
