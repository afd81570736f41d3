import { type ReactNode, createContext, useContext, useEffect, useRef } from 'react';

import { pageCommitted } from '../app/after-page-paint';

/** How an app frames its pages (set once around its routes with PageSite). */
export interface PageSiteSettings {
  /** After the page title in the document title: "Events · Fundax". */
  name: string;
  /** Public pages: the lede is also the meta description and social card text. */
  describe?: boolean;
  /** Pages sit in the app's `.page.container` frame (false inside a layout that has its own). */
  framed?: boolean;
}

const SiteContext = createContext<PageSiteSettings>({ name: 'Fundax', framed: true });

/** Sets how the pages below are framed: the site name, descriptions, the page container. */
export function PageSite({ children, ...settings }: PageSiteSettings & { children: ReactNode }) {
  return <SiteContext.Provider value={settings}>{children}</SiteContext.Provider>;
}

/** The first page of a visit keeps the browser's focus; every later one takes it (see Page). */
let firstPageShown = false;

interface PageProps {
  /** The page's h1 and, with the site's name, its document title. */
  title: string;
  /** One or two sentences under the heading (on public pages also the meta description). */
  lede?: ReactNode;
  /** Social-card image for link previews (public pages). */
  image?: string | null;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Every page's frame: document title (React 19 hoists it, and the meta tags, into <head>), the
 * single h1, the lede, actions, and the content. After an in-app navigation the h1 takes focus,
 * so a screen reader announces the new page and keyboard users start from its top instead of
 * from the link they followed.
 */
export function Page({ title, lede, image, actions, children }: PageProps) {
  const { name, describe = false, framed = true } = useContext(SiteContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Without scrolling: where the window goes is ScrollRestoration's (the top of a new page,
    // the reader's place when they come back).
    if (firstPageShown) heading.current?.focus({ preventScroll: true });
    firstPageShown = true;
    // The page is in the DOM (after its own parts' effects): the reads they asked for load
    // once it is painted (afterPagePaint).
    pageCommitted();
  }, []);
  const fullTitle = `${title} · ${name}`;
  const description = describe && typeof lede === 'string' ? lede : null;
  const content = (
    <>
      <title>{fullTitle}</title>
      {describe ? (
        <>
          {description ? <meta name="description" content={description} /> : null}
          <meta property="og:title" content={fullTitle} />
          {description ? <meta property="og:description" content={description} /> : null}
          {image ? <meta property="og:image" content={image} /> : null}
          <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        </>
      ) : null}
      <header className="page-header">
        <div className="page-header__text">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {lede ? <p className="lede">{lede}</p> : null}
        </div>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </header>
      {children}
    </>
  );
  return framed ? <div className="page container">{content}</div> : content;
}
