/** Fundaxers have no page of their own: the listing shows one when given its id. */
export function fundaxerPath(uid: string): string {
  return `/fundaxer-listing?id=${encodeURIComponent(uid)}`;
}
