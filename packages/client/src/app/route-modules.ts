import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What every route module of an app exports: its page as `Component`. */
export type RouteModule = { Component: ComponentType };

/** A route of an app's table: its path and the name of its module under app/routes/. */
export interface RouteEntry {
  path: string;
  module: string;
}

/**
 * An app's route modules, from its `import.meta.glob('./routes/*.tsx')`: Vite splits each into
 * its own lazy chunk. `loaderOf(name)` loads one (throwing at once when the table names a
 * module that does not exist); `lazyRoute(entry)` is the router's lazy route for an entry.
 */
export function routeModules(modules: Record<string, () => Promise<RouteModule>>) {
  function loaderOf(name: string): () => Promise<RouteModule> {
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`app/routes/${name}.tsx is missing (named in route-paths.ts).`);
    return load;
  }
  function lazyRoute({ path, module }: RouteEntry): RouteObject {
    const load = loaderOf(module);
    return { path, lazy: async () => ({ Component: (await load()).Component }) };
  }
  return { loaderOf, lazyRoute };
}
