// First: zod's settings must be in place before any schema chunk loads.
import './zod-jitless';

import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { hasPersistedUser } from '../firebase/auth';
import { holdUntilPagePainted } from './after-page-paint';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_HEAD_ATTRIBUTE } from './prerendered-page';

export { PRERENDERED_ATTRIBUTE } from './prerendered-page';

/**
 * The build marks a prerendered page's forms inert until their script runs (submitted before,
 * the browser would send every field in the URL): once hydrated, they work.
 */
function ReleaseForms({ root }: { root: HTMLElement }) {
  useEffect(() => {
    for (const form of root.querySelectorAll('form[inert]')) form.removeAttribute('inert');
  }, [root]);
  return null;
}

/**
 * Renders the app into `#root`; `app(hydrating)` builds the tree (when hydrating, its
 * SessionRoot takes `serverState: visitorState()`).
 *
 * A page the build prerendered for this route is hydrated: React adopts the HTML the visitor
 * already sees (the text painted before any script ran) instead of rebuilding it. Everything
 * else is rendered afresh, replacing what the HTML showed in one commit: another route's shell,
 * a URL with a query (pages were rendered without one), or any page for someone signed in (the
 * build rendered it as a visitor sees it, and their first render differs where the session
 * shows).
 *
 * `holdForPage`: for an app whose pages render the kit's `Page`: the reads' code its pages load
 * with `afterPagePaint`, and a restored session's Auth, wait until the first `Page` is painted
 * (the router's first commit can be its loading fallback).
 */
export function mountApp(
  app: (hydrating: boolean) => ReactNode,
  { page, holdForPage = false }: { page: string | null; holdForPage?: boolean },
): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const hydrate =
    prerendered !== null &&
    prerendered !== '' &&
    prerendered === page &&
    // Pages were rendered without a query, and some read theirs (a filter, an email link).
    window.location.search === '' &&
    !hasPersistedUser();
  const prerenderedHead = document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`);
  // A route's preload, dispatched before this, is not held.
  if (holdForPage) holdUntilPagePainted();
  if (hydrate) {
    // React adopts the page's title and tags as they are.
    for (const element of prerenderedHead) element.removeAttribute(PRERENDERED_HEAD_ATTRIBUTE);
    // As a transition: React hydrates in slices, yielding between them, instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app(true)}
          <ReleaseForms root={root} />
        </>,
      );
    });
  } else {
    // The page the browser renders sets its own tags; the prerendered ones would stay first.
    for (const element of prerenderedHead) if (element.tagName !== 'TITLE') element.remove();
    const render = () => createRoot(root).render(app(false));
    // In slices, yielding between them, where that costs the page no time on screen:
    // - The HTML already shows this route's page (an event's page, its header served with the
    //   HTML; a public page for someone signed in): it stays on screen while React builds the
    //   new tree (event page, Lighthouse medians of 5: TBT 453 -> 241 ms, performance 0.87 ->
    //   0.94, LCP unchanged).
    // - The app holds its other work until the page is painted (`holdForPage`: the web app over
    //   app.html, the portal): nothing is queued to run between the slices, so the page's
    //   content paints as soon as it would in one task (portal dashboard, three rounds of five
    //   Lighthouse runs: TBT medians 82-166 -> 101-112 ms, LCP unchanged at 2.1 s).
    // Otherwise (the console over its shell), the first render is one task: sliced, the
    // dashboard's content painted later (LCP 2.3 -> 3.0 s; on 2026-11-30, later by 0.15-0.3 s),
    // Auth and the reads' code, which the console does not hold, being free to run between the
    // slices.
    if (prerendered === page || holdForPage) startTransition(render);
    else render();
    dropOnceTitled([...prerenderedHead].filter((element) => element.tagName === 'TITLE'));
  }
}

/**
 * A page rendered afresh adds its own title (React puts it before the first one in the head),
 * perhaps a while after the render starts, as its code loads: the prerendered title stays until
 * then, so the document never goes without one.
 */
function dropOnceTitled(prerenderedTitles: Element[]): void {
  if (prerenderedTitles.length === 0) return;
  const titled = () =>
    [...document.head.querySelectorAll('title')].some(
      (title) => !prerenderedTitles.includes(title),
    );
  const drop = () => {
    for (const title of prerenderedTitles) title.remove();
  };
  if (titled()) {
    drop();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!titled()) return;
    observer.disconnect();
    drop();
  });
  observer.observe(document.head, { childList: true });
}
