/** "fundax-data-2026-11-24.json": the day of the export on Mountain Time, like every shown date. */
export function exportFileName(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(at);
  return `fundax-data-${day}.json`;
}

/**
 * Saves `data` as a JSON file in the browser's downloads: a Blob behind a temporary object
 * URL, clicked through a link with `download` (no server round trip; the export was already
 * fetched through its callable).
 */
export function saveJsonFile(data: unknown, fileName: string, doc: Document = document): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked well after the click (as FileSaver does): a slow browser may still be reading it.
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  }
}

/** How many documents an export holds, over every collection. */
export function documentCount(documents: Record<string, unknown[]>): number {
  return Object.values(documents).reduce((sum, list) => sum + list.length, 0);
}
