import { type RouteMatch, type RouteObject, matchRoutes } from 'react-router';

import { hasPersistedUser } from '../firebase/auth';
import { settleSession } from '../session/start-session';
import type { AppStore } from '../store/make-store';
import { afterFirstPaint } from './after-first-paint';
import { nextTask } from './next-task';
import type { RouteHandle } from './route-modules';
import { warmFormattersSoon } from './warm-formatters';

type Match = RouteMatch<string, RouteObject>;

/**
 * Loads the code of the routes a path matches (their pages then render without suspending).
 * The build prerenders with it too.
 */
export async function loadRoutes(routes: RouteObject[], pathname: string): Promise<Match[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => {
      const load = (route.handle as RouteHandle | undefined)?.load;
      return load ? [load()] : [];
    }),
  );
  return matches;
}

/**
 * The first page of a visit, made ready before anything renders: loads the code of the routes
 * the URL matches (the build preloads their chunks with the entry) and starts each page's reads
 * (`preload`). The router then starts with the page itself, not a fallback, so a prerendered
 * page hydrates as it was rendered at build time.
 */
export async function startRoutes(
  routes: RouteObject[],
  url: URL = new URL(globalThis.location.href),
): Promise<Match[]> {
  // Every signed-in page shows dates (the inbox, "as of" times) and most show amounts: their
  // formatters are made while the page's code loads, not in its first render.
  if (hasPersistedUser()) warmFormattersSoon();
  const matches = await loadRoutes(routes, url.pathname);
  for (const { route, params } of matches) {
    (route.handle as RouteHandle | undefined)?.preload?.(params, url);
  }
  return matches;
}

/**
 * A visit's start, once the prerendered HTML is on screen (`afterFirstPaint`): what is known of
 * the session without Auth (`settleSession`), then, in a task of its own, the first page's code
 * and reads (`startRoutes`); the app renders the page once this resolves. On a phone (Chromium
 * at 4x CPU slowdown) evaluating the entry chunk takes 130-160 ms, and settling a restored
 * session (every slice's reducer running for the first time) and matching the routes about 30 ms
 * each: settled as the entry ran, the session added its 30 ms to the entry's task, and settled
 * with the routes matched, the two would make one task over 50 ms.
 */
export async function startFirstPage(store: AppStore, routes: RouteObject[]): Promise<Match[]> {
  await afterFirstPaint();
  store.dispatch(settleSession());
  await nextTask();
  return startRoutes(routes);
}

/** The path pattern of the page a URL shows (the deepest match), e.g. "/event/:id". */
export function routePattern(matches: Match[]): string | null {
  const patterns = matches.map(({ route }) => route.path).filter(Boolean);
  if (patterns.length === 0) return null;
  return `/${patterns.join('/')}`.replace(/\/+/g, '/');
}
