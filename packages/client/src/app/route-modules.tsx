import { type ComponentType, type FulfilledReactPromise, use } from 'react';
import { type Params, type RouteObject, useLocation, useParams } from 'react-router';

import { PageUnavailable } from './code-unavailable';

/**
 * What every route module of an app exports: its page as `Component`, and optionally
 * `preload(params)`, which starts the page's reads (dispatching the thunks its hooks dispatch):
 * on a first visit as soon as the entry runs, before anything renders, and on a navigation
 * while the route's code loads. Reads that need the signed-in user wait for the session
 * themselves (see `whenSignedIn`).
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
  /** Loads the route's code (once); its page then renders without suspending. */
  load?: () => Promise<RouteModule>;
  /** Starts the route's reads (the module's `preload`), once the module is loaded. */
  preload?: RoutePreload;
}

/** A route of an app's table: its path and the name of its module under app/routes/. */
export interface RouteEntry {
  path: string;
  module: string;
}

const UNAVAILABLE: RouteModule = { Component: PageUnavailable };

/**
 * The page of a route whose code is its own chunk. Once `handle.load()` has resolved it renders
 * the module's page directly (the first page of a visit is loaded before the first render, so it
 * hydrates as prerendered); before that it suspends (the layout shows its progress line until
 * the code arrives), and a navigation to it starts the page's reads at once, beside the code,
 * rather than once the page first renders. Code that cannot be fetched shows `PageUnavailable`
 * in the page's place.
 */
function lazyPage(handle: RouteHandle, load: () => Promise<RouteModule>): ComponentType {
  let loading: SettledPromise<RouteModule> | undefined;
  // The navigation whose reads were started: a suspended render is retried, and StrictMode
  // renders twice, but a navigation starts its reads once.
  let startedFor: string | undefined;
  handle.load = () => {
    if (!loading) {
      const promise: SettledPromise<RouteModule> = load()
        .catch(() => UNAVAILABLE)
        .then((module) => {
          handle.preload = module.preload;
          // React's `use` returns a promise's value without suspending when it says it is
          // fulfilled: the page loaded before the first render renders in that render.
          const settled = promise as FulfilledReactPromise<RouteModule>;
          settled.status = 'fulfilled';
          settled.value = module;
          return module;
        });
      loading = promise;
    }
    return loading;
  };
  function LazyPage() {
    const params = useParams();
    const location = useLocation();
    const code = handle.load!() as SettledPromise<RouteModule>;
    if (code.status !== 'fulfilled' && startedFor !== location.key) {
      startedFor = location.key;
      const url = new URL(
        location.pathname + location.search,
        globalThis.location?.origin ?? 'http://fundax.invalid',
      );
      void code.then(({ preload }) => preload?.(params, url));
    }
    const { Component } = use(code);
    return <Component />;
  }
  return LazyPage;
}

/** A promise marked with its outcome once fulfilled, as React's `use` reads it. */
type SettledPromise<T> = Promise<T> & ({ status?: undefined } | FulfilledReactPromise<T>);

/**
 * An app's route modules, from its `import.meta.glob('./routes/*.tsx')` in `src/app/` (the
 * folder of `sourceDir`): Vite splits each into its own lazy chunk. `loaderOf(name)` loads one
 * (throwing at once when the table names a module that does not exist); `lazyRoute(entry)` is
 * the route for an entry, whose `handle.module` names its manifest key; `lazyLayout` is a
 * route of layout (no path) whose component is loaded the same way.
 */
export function routeModules(
  modules: Record<string, () => Promise<RouteModule>>,
  sourceDir = 'src/app',
) {
  function loaderOf(name: string): () => Promise<RouteModule> {
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(missingModule(`./routes/${name}.tsx`));
    return load;
  }
  function lazyRoute({ path, module }: RouteEntry): RouteObject {
    return lazyModuleRoute(`${sourceDir}/routes/${module}.tsx`, loaderOf(module), { path });
  }
  return { loaderOf, lazyRoute };
}

/**
 * Route modules whose loaders are themselves loaded: `loadModules` imports a module that holds
 * the glob of `keys` (e.g. the portal's pages, in the chunk of the gate every one of them loads
 * first). The entry then carries neither the glob nor the preload lists of those pages' chunks;
 * a page loads once that module has. A key the glob lacks rejects when it loads, with the
 * message `routeModules` throws.
 */
export function deferredRouteModules(
  keys: readonly string[],
  loadModules: () => Promise<Record<string, () => Promise<RouteModule>>>,
): Record<string, () => Promise<RouteModule>> {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      async () => {
        const load = (await loadModules())[key];
        if (!load) throw new Error(missingModule(key));
        return load();
      },
    ]),
  );
}

const missingModule = (key: string) =>
  `app/${key.replace(/^\.\//, '')} is missing (named in route-paths.ts).`;

/** A route whose page is `load`'s module (`module` names it in the build's manifest). */
export function lazyModuleRoute(
  module: string,
  load: () => Promise<RouteModule>,
  route: { path?: string; children?: RouteObject[] } = {},
): RouteObject {
  const handle: RouteHandle = { module };
  return { ...route, handle, Component: lazyPage(handle, load) };
}
