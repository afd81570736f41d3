import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';

/**
 * What every route module of an app exports: its page as `Component`, and optionally
 * `preload(params)`, which starts the page's reads (dispatching the thunks its hooks dispatch):
 * on a first visit as soon as the entry runs, before anything renders, and on a navigation
 * while the route's code loads (as a route loader). Reads that need the signed-in user wait
 * for the session themselves (see `whenSignedIn`).
 */
export type RouteModule = {
  Component: ComponentType;
  preload?: RoutePreload;
};

/** Starts a page's reads, from its path's parameters and its URL (for a query it filters by). */
export type RoutePreload = (params: Params, url: URL) => void;

/** What the app's start-up and prerendering read from a route (React Router's `handle`). */
export interface RouteHandle {
  /** The route's module as a key of the build's manifest (its chunk and CSS are preloaded). */
  module?: string;
  /** Starts the route's reads (the module's `preload`), once the module is loaded. */
  preload?: RoutePreload;
}

/** A route of an app's table: its path and the name of its module under app/routes/. */
export interface RouteEntry {
  path: string;
  module: string;
}

/**
 * An app's route modules, from its `import.meta.glob('./routes/*.tsx')` in `src/app/` (the
 * folder of `sourceDir`): Vite splits each into its own lazy chunk. `loaderOf(name)` loads one
 * (throwing at once when the table names a module that does not exist); `lazyRoute(entry)` is
 * the router's lazy route for an entry, whose `handle.module` names its manifest key.
 */
export function routeModules(
  modules: Record<string, () => Promise<RouteModule>>,
  sourceDir = 'src/app',
) {
  function loaderOf(name: string): () => Promise<RouteModule> {
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`app/routes/${name}.tsx is missing (named in route-paths.ts).`);
    return load;
  }
  function lazyRoute({ path, module }: RouteEntry): RouteObject {
    const load = loaderOf(module);
    const handle: RouteHandle = { module: `${sourceDir}/routes/${module}.tsx` };
    return {
      path,
      handle,
      lazy: async () => {
        const { Component, preload } = await load();
        if (!preload) return { Component };
        handle.preload = preload;
        // On a navigation: the reads start while the page's code finishes loading.
        return {
          Component,
          loader: ({ params, request }) => {
            preload(params, new URL(request.url));
            return null;
          },
        };
      },
    };
  }
  return { loaderOf, lazyRoute };
}
