/** Where a signed-in user lands when nothing else is asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/portal/dashboard';
export const LOGIN_PATH = '/login';

const ORIGIN = 'https://fundax.invalid';

/**
 * A plain path on this site: one leading slash (two would name another host), no backslash
 * (browsers read it as a slash) and no control character (the URL parser drops tabs and line
 * breaks, which can join "/" and "/evil.example").
 */
function isPlainPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * A slash or backslash written percent-encoded in the path. No route of ours has one, and a
 * later decoding step (a router, a proxy) could turn "/%2f%2fevil.example" into "//evil.example".
 */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * The `from` query value as a path on this site, or null. Only a plain same-site path passes:
 * "//evil.example", "https://evil.example", "/\evil.example", "javascript:..." and anything with
 * control characters are refused, so the login page can never redirect off-site.
 *
 * The check runs again on the normalised path: resolving dot segments can produce a new
 * "//host" from one that looked plain ("/.//evil.example", "/a/..//evil.example",
 * "/%2e//evil.example" all become "//evil.example").
 */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from || !isPlainPath(from)) return null;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(path) || ENCODED_SEPARATOR.test(url.pathname)) return null;
  // A router decodes the path: one it cannot decode ("/%", "/%e0") is not a page of ours.
  if (!decodes(url.pathname)) return null;
  // Returning to the sign-in page itself would loop.
  return url.pathname === LOGIN_PATH ? null : path;
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The sign-in URL that brings the visitor back to `path` (path + search) afterwards. */
export function loginPathFor(path: string, loginPath = LOGIN_PATH): string {
  return `${loginPath}?${new URLSearchParams({ from: path }).toString()}`;
}

/** Where to go after sign-in, given the current location's search string. */
export function returnPathFrom(search: string, fallback = DEFAULT_SIGNED_IN_PATH): string {
  return safeFrom(new URLSearchParams(search).get('from')) ?? fallback;
}
