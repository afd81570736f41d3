import { Page } from '../ui/page';

/**
 * In the place of code that could not be fetched: the connection dropped (a phone between
 * cells), or a new release replaced the files the open page knows. Reloading fetches it again,
 * at the latest release. For a part of a page loaded on demand (`React.lazy` whose load resolves
 * to this instead of rejecting: a rejection would take the whole app off the screen, as nothing
 * above the pages catches a render's error).
 */
export function CodeUnavailable({ what }: { what: string }) {
  return (
    <p className="field-hint" role="alert">
      We could not load {what}. Check your connection, then reload the page.
    </p>
  );
}

/**
 * A route whose code could not be fetched (`lazyModuleRoute`): in the layout, so the header
 * still leads elsewhere, with the page's own title (the last page's went with it).
 */
export function PageUnavailable() {
  return (
    <Page title="This page did not load">
      <CodeUnavailable what="this page" />
    </Page>
  );
}
