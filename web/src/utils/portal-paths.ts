// Addresses of the portal's pages that take an id.

export function portalEventPath(id: string): string {
  return `/portal/events/${encodeURIComponent(id)}`;
}

export function portalLocationPath(id: string): string {
  return `/portal/locations/${encodeURIComponent(id)}`;
}

/** The settlement statement of one of the user's events (printable). */
export function portalStatementPath(eventId: string): string {
  return `${portalEventPath(eventId)}/statement`;
}
