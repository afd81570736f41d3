import { apiOrigins, configFromEnv, makeStore, visitorState } from '@fundax/client';
import {
  type PrerenderedPage,
  pageFile,
  renderElement,
  renderRoute,
} from '@fundax/client/app/prerender';
import { SERVED_DIRECTORY_FILES, isServedDirectoryPath } from '@fundax/core';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

import { App } from './app/app';
import { PublicLayoutLoading } from './app/layouts/public-layout';
import { CARD_PAGES, SERVED_HEADER_PAGES } from './app/card-pages';
import { PUBLIC_ROUTES } from './app/route-paths';
import { routes } from './app/router';

/**
 * The web app's pages as the build writes them (vite.prerender.ts): every public route as a
 * visitor first sees it (layout, header, the page's own text, progress where its data goes),
 * each page with a parameter as the layout alone, and `app.html`, the layout alone, which
 * Hosting serves for every other path (the portal). `/partners` and `/businesses` are written
 * as the Hosting function's templates (SERVED_DIRECTORY_FILES), which it serves with their data.
 */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const origins = apiOrigins(configFromEnv(import.meta.env));
  const frame = (router: ReactNode) => <App store={makeStore(visitorState())}>{router}</App>;
  const pages: PrerenderedPage[] = [];
  const shell = await renderElement(
    frame(
      <StaticRouter location="/">
        <PublicLayoutLoading />
      </StaticRouter>,
    ),
  );
  // The layout's own forms (the header's search box) hydrate on every page: they render alike
  // on the server and in the browser.
  const layoutForms = formCount(shell.body);
  for (const { path } of PUBLIC_ROUTES) {
    if (CARD_PAGES.has(path)) continue;
    const page = await renderRoute({ routes, path, frame });
    // A page with a parameter (an event, a partner) is one file for every id: it holds the
    // layout and a progress line (whatever the page shows comes from the id and its data; a
    // link built from the URL would carry the build's placeholder), and its scripts come with
    // the entry, as its heading is in its data. The browser renders it afresh, as it does the
    // pages with a form of their own (sign-in, sign-up, the search page): they follow the
    // session or the query. Hydrated: the pages people read.
    const withParameter = path.includes(':');
    const hydrated = !withParameter && formCount(page.body) === layoutForms;
    pages.push({
      page: hydrated ? path : '',
      // The directories' pages are the function's templates (it serves them with their data):
      // under their path, Hosting would serve them as they are.
      file: isServedDirectoryPath(path) ? SERVED_DIRECTORY_FILES[path] : pageFile(path),
      ...(withParameter ? shell : page),
      modules: page.modules,
      // An event's HTML comes with its header from the function that serves it (socialCard):
      // its scripts would only compete with that first paint.
      preloadScripts: withParameter && !SERVED_HEADER_PAGES.has(path),
      // Home searches nearby through a callable; every other public page reads Firestore.
      origins: [path === '/' ? origins.functions : origins.firestore],
    });
  }
  // Hosting serves it for the portal (and unknown paths): it comes with the portal's frame and
  // its dashboard, where sign-in leads (Auth and the reads follow the first render).
  pages.push({
    page: '',
    file: 'app.html',
    ...shell,
    modules: [
      'src/features/portal-shell/components/portal-shell.tsx',
      'src/app/routes/portal-dashboard.tsx',
    ],
    preloadScripts: true,
    origins: [...origins.auth, origins.firestore],
  });
  return pages;
}

/** How many forms a page's markup holds. */
function formCount(html: string): number {
  return html.match(/<form\b/g)?.length ?? 0;
}
