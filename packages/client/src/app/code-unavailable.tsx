import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';

import { Notice } from '../ui/notice';
import { Page } from '../ui/page';
import { reloadPage } from './reload-page';

/**
 * In the place of code that could not be fetched, a part of a page (`lazyPart`) or a whole page
 * (`PageUnavailable`): the connection dropped (a phone between cells), or a new release replaced
 * the files the open page knows. Reloading fetches it again, at the latest release. Importing it
 * again would not: Chromium keeps a failed module for the life of the document and answers a
 * second `import()` of it with the same failure, without a request (checked in Chromium 150).
 */
export function CodeUnavailable({ what }: { what: string }) {
  return (
    <Notice tone="error">
      <p>We could not load {what}. Check your connection, then reload the page.</p>
      <button type="button" className="button button--secondary" onClick={reloadPage}>
        Reload the page
      </button>
    </Notice>
  );
}

/**
 * A route whose code could not be fetched (`lazyModuleRoute`): in the layout, so the header
 * still leads elsewhere, with the page's own title (the last page's went with it). The page has
 * nothing else to lose, so when the browser says the connection is back it reloads at once, as
 * the button would. A part of a page (`lazyPart`) waits for the button: a form beside it may
 * hold what the person typed.
 */
export function PageUnavailable() {
  useEffect(() => {
    window.addEventListener('online', reloadPage);
    return () => window.removeEventListener('online', reloadPage);
  }, []);
  return (
    <Page title="This page did not load">
      <CodeUnavailable what="this page" />
    </Page>
  );
}

/**
 * `React.lazy` for a part of a page loaded on demand (a map, a form, a section further down):
 * `load` resolves to its component. Code that cannot be fetched shows `CodeUnavailable` about
 * `what` in the part's place, or nothing for a part that shows nothing of its own (`what`
 * left out). A load that rejected would take the whole app off the screen instead: nothing
 * above the pages catches a render's error.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  what?: string,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    load()
      .catch((): ComponentType<Props> =>
        what ? () => <CodeUnavailable what={what} /> : () => null,
      )
      .then((Component) => ({ default: Component })),
  );
}
