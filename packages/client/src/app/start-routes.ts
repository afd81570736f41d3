import { type RouteMatch, type RouteObject, matchRoutes } from 'react-router';

import type { RouteHandle } from './route-modules';

type Match = RouteMatch<string, RouteObject>;

/**
 * The first page of a visit, made ready before anything renders: loads the lazy modules of the
 * routes the URL matches (the build preloads their chunks with the entry) and starts each
 * page's reads (`preload`). The router then starts with the page itself, not a fallback, so
 * a prerendered page hydrates as it was rendered at build time.
 *
 * A resolved route keeps only its `Component`: the loader a lazy route adds for navigations
 * would make the router run it before the first render.
 */
export async function startRoutes(
  routes: RouteObject[],
  url: URL = new URL(globalThis.location.href),
): Promise<Match[]> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { Component } = await route.lazy();
      Object.assign(route, { Component, lazy: undefined });
    }),
  );
  for (const { route, params } of matches) {
    (route.handle as RouteHandle | undefined)?.preload?.(params, url);
  }
  return matches;
}

/** The path pattern of the page a URL shows (the deepest match), e.g. "/event/:id". */
export function routePattern(matches: Match[]): string | null {
  const patterns = matches.map(({ route }) => route.path).filter(Boolean);
  if (patterns.length === 0) return null;
  return `/${patterns.join('/')}`.replace(/\/+/g, '/');
}
