import { type ReactNode, useEffect, useRef } from 'react';

/** The first page of a visit keeps the browser's focus; every later one takes it (see Page). */
let firstPageShown = false;

interface PageProps {
  /** The page's h1 and, with the console's name, its document title. */
  title: string;
  /** One sentence under the heading. */
  lede?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Every console page's frame: document title, the single h1 and the content. After an in-app
 * navigation the h1 takes focus, so a screen reader announces the new page and keyboard users
 * start from its top instead of from the link they followed.
 */
export function Page({ title, lede, actions, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPageShown) heading.current?.focus();
    firstPageShown = true;
  }, []);
  return (
    <div className="page container">
      <title>{`${title} · Fundax admin`}</title>
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="cluster">{actions}</div> : null}
        {lede ? <p>{lede}</p> : null}
      </header>
      {children}
    </div>
  );
}
