import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router';

import type { RouteHandle } from './route-modules';
import { RouteTable } from './route-table';
import { loadRoutes } from './start-routes';

export type { PrerenderedPage } from './prerendered-page';

// Build-time rendering of an app's pages into their HTML files (run in Node by the build, see
// vite.prerender.ts; never part of a browser bundle).

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * React 19 renders the `<title>` and `<meta>` of a tree that is not a whole document at the
 * start of its output: they belong in `<head>`, the rest in `#root`.
 */
export function splitHead(html: string): { head: string; body: string } {
  let head = '';
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * The HTML of a tree once every Suspense boundary has resolved (lazy parts of a page included:
 * the browser hydrates them when their code arrives, keeping the HTML meanwhile).
 */
async function renderHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // React would leave a part that throws to the browser to render (the page then fails to
  // hydrate there); at build time that is a bug in the page, and the build says which.
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  if (errors.length > 0) {
    const first = errors[0];
    throw new AggregateError(
      errors,
      `Prerendering failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`,
    );
  }
  return new Response(prelude).text();
}

/**
 * Renders the page a path shows through the app's own route table (lazy routes loaded), inside
 * the app's frame (its store and providers), as a visitor sees it on a first render.
 */
export async function renderRoute({
  routes,
  path,
  frame,
}: {
  routes: RouteObject[];
  path: string;
  frame: (router: ReactNode) => ReactNode;
}): Promise<{ head: string; body: string; modules: string[] }> {
  const matches = await loadRoutes(routes, path);
  if (matches.length === 0) throw new Error(`${path} matches no route; it cannot be prerendered.`);
  const html = await renderHtml(
    frame(
      <StaticRouter location={path}>
        <RouteTable routes={routes} />
      </StaticRouter>,
    ),
  ).catch((error: unknown) => {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  });
  const modules = matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
  return { ...splitHead(html), modules };
}

/** Renders an element that is not a route (an app's plain shell). */
export async function renderElement(element: ReactNode): Promise<{ head: string; body: string }> {
  return splitHead(await renderHtml(element));
}

/** The file a path's page is written to: `/` -> index.html, `/a/b` -> a/b.html, `:id` -> _id. */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  return `${path.replace(/^\//, '').replace(/:([A-Za-z]+)/g, '_$1')}.html`;
}
