import { safeFrom } from '@fundax/client';

/**
 * The page an emailed sign-in link should open: `path`, keeping only a safe `from` of the
 * current query (never a previous link's one-time code).
 */
export function continuePathFor(path: string, search: string): string {
  const from = safeFrom(new URLSearchParams(search).get('from'));
  return from ? `${path}?${new URLSearchParams({ from }).toString()}` : path;
}
