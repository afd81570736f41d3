import { escapeHtml } from '@fundax/core';

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  lastModified?: Date;
}

/** The sitemaps.org limit on URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemaps.org urlset (XML-escaped; dates as W3C datetime). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ url, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
