import type { ReactNode } from 'react';

interface PageProps {
  /** The page's h1 and, with the site name, its document title. */
  title: string;
  /** One or two sentences under the heading; also the meta description. */
  lede?: string;
  /** Social-card image for link previews. */
  image?: string | null;
  children?: ReactNode;
}

/**
 * Every page's frame: document title, description and social-card meta (React 19 hoists these
 * tags into <head>), the single h1, and the main content.
 */
export function Page({ title, lede, image, children }: PageProps) {
  const fullTitle = `${title} · Fundax`;
  return (
    <div className="page container">
      <title>{fullTitle}</title>
      {lede ? <meta name="description" content={lede} /> : null}
      <meta property="og:title" content={fullTitle} />
      {lede ? <meta property="og:description" content={lede} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <header className="page-header">
        <h1>{title}</h1>
        {lede ? <p className="lede">{lede}</p> : null}
      </header>
      {children}
    </div>
  );
}
