/** Where a signed-in user lands when nothing else is asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/portal/dashboard';
export const LOGIN_PATH = '/login';

const ORIGIN = 'https://fundax.invalid';

/**
 * The `from` query value as a path on this site, or null. Only a plain same-site path passes:
 * "//evil.example", "https://evil.example", "/\evil.example", "javascript:..." and anything with
 * control characters are refused, so the login page can never redirect off-site.
 */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the sign-in page itself would loop.
  return url.pathname === LOGIN_PATH ? null : path;
}

/** The sign-in URL that brings the visitor back to `path` (path + search) afterwards. */
export function loginPathFor(path: string, loginPath = LOGIN_PATH): string {
  return `${loginPath}?${new URLSearchParams({ from: path }).toString()}`;
}

/** Where to go after sign-in, given the current location's search string. */
export function returnPathFrom(search: string, fallback = DEFAULT_SIGNED_IN_PATH): string {
  return safeFrom(new URLSearchParams(search).get('from')) ?? fallback;
}
