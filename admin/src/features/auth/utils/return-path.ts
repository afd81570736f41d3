import { loginPathFor, safeFrom } from '@fundax/client';

/** The console's sign-in page and where an admin lands after it. */
export const SIGN_IN_PATH = '/';
export const CONSOLE_HOME = '/auth/dashboard';

/** The sign-in URL that brings the admin back to `path` afterwards (`/?from=...`). */
export function signInPathFor(path: string): string {
  return loginPathFor(path, SIGN_IN_PATH);
}

/**
 * Where an admin goes after signing in: the `from` of the URL when it is a console page on this
 * site (safeFrom refuses other sites and odd paths), else the dashboard. The sign-in page itself
 * is refused so it cannot loop.
 */
export function consoleReturnPath(search: string): string {
  const from = safeFrom(new URLSearchParams(search).get('from'));
  return from && from.startsWith('/auth/') ? from : CONSOLE_HOME;
}
