// A prerendered page as an app's src/prerender.tsx describes it, and the marks the build writes
// into its HTML (scripts/lib/prerender-html.ts) for the browser to read at start-up
// (mount-app.tsx). Plain TypeScript: the build's own scripts import it.

/**
 * On `#root`: the route pattern of the page the build rendered into it (`/`, `/event/:id`);
 * empty for an app's plain shell (a layout and a progress line).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On the `<title>`, `<meta>` and `<link>` tags a page's prerender put in the head. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** One page as the build writes it. */
export interface PrerenderedPage {
  /** The route pattern the page shows (`/event/:id`), or '' for the app's plain shell. */
  page: string;
  /** Where the HTML goes, relative to the build's folder (`index.html`, `event/_id.html`). */
  file: string;
  /** `<title>`, `<meta>` and `<link>` elements the page sets (React hoists them). */
  head: string;
  /** What goes inside `#root`. */
  body: string;
  /** The route modules the page loads, as manifest keys (their CSS is linked in the head). */
  modules: string[];
  /**
   * Whether their scripts are preloaded with the entry. Yes where the page's main content waits
   * for its data (an event's page), so its code and the read come sooner. No where the HTML
   * already holds it: scripts fetched before the first paint only compete with it (the
   * stylesheets and the entry), and the page is readable before any of them runs.
   */
  preloadScripts: boolean;
  /** API origins the page reads from at once (preconnected). */
  origins: string[];
}
