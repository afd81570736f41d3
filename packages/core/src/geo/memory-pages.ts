import type { PageRequest } from './nearby-page-reader';

const compare = (a: { id: string; hash: string }, b: { id: string; hash: string }) =>
  a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Items in a sorted array, answering page requests exactly as Firestore answers
 * `orderBy('_geoloc.hash')` with `startAt(hash)` or `startAfter(lastDocument)`, `endBefore(hash)`
 * and `limit(n)`: (hash, id) order, hash >= startAt (or strictly after the cursor), hash <
 * endBefore; descending, the same bounds read from the top down (strictly below the cursor). Counts queries and items returned. The benchmark and the unit tests run the nearby
 * planner against it; functions run the same planner against Firestore.
 */
export class MemoryPages<T extends { id: string; hash: string }> {
  private readonly sorted: T[];
  queries = 0;
  documentsRead = 0;

  constructor(items: Iterable<T>) {
    this.sorted = [...items].sort(compare);
  }

  readonly readPage = (request: PageRequest<T>): Promise<T[]> => {
    const { after, startAt, endBefore, limit, descending } = request;
    const page: T[] = [];
    if (descending) {
      // Down from just below the cursor (or below endBefore), while hash >= startAt.
      let at =
        (after
          ? this.firstIndex((item) => compare(item, after) >= 0)
          : endBefore === null
            ? this.sorted.length
            : this.firstIndex((item) => item.hash >= endBefore)) - 1;
      for (; at >= 0 && page.length < limit; at--) {
        const item = this.sorted[at]!;
        if (item.hash < startAt) break;
        page.push(item);
      }
    } else {
      let at = after
        ? this.firstIndex((item) => compare(item, after) > 0)
        : this.firstIndex((item) => item.hash >= startAt);
      for (; at < this.sorted.length && page.length < limit; at++) {
        const item = this.sorted[at]!;
        if (endBefore !== null && item.hash >= endBefore) break;
        page.push(item);
      }
    }
    this.queries++;
    this.documentsRead += page.length;
    return Promise.resolve(page);
  };

  /** The first index whose item satisfies `isPast` (a predicate monotone along the order). */
  private firstIndex(isPast: (item: T) => boolean): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (isPast(this.sorted[mid]!)) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}
