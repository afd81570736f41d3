import type { ReactNode } from 'react';

interface PortalPageProps {
  /** The page's h1 and, with the site name, its document title. */
  title: string;
  lede?: string;
  /** Links or buttons beside the heading (e.g. "Create an event"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A portal page's frame inside the portal layout: the document title, the single h1 and the
 * content. Portal pages are private, so no description or social-card tags.
 */
export function PortalPage({ title, lede, actions, children }: PortalPageProps) {
  return (
    <>
      <title>{`${title} · Your Fundax portal`}</title>
      <header className="portal-page__header">
        <div>
          <h1>{title}</h1>
          {lede ? <p className="lede">{lede}</p> : null}
        </div>
        {actions ? <div className="portal-page__actions">{actions}</div> : null}
      </header>
      {children}
    </>
  );
}
