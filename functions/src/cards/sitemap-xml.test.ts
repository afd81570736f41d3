import { describe, expect, it } from 'vitest';

import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  it('writes a urlset with escaped locations and W3C dates', () => {
    const xml = sitemapXml([
      { url: 'https://fundax.example/' },
      {
        url: 'https://fundax.example/partner/u1?venue=v1&x=<y>',
        lastModified: new Date('2026-11-01T12:00:00Z'),
      },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain('<url><loc>https://fundax.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://fundax.example/partner/u1?venue=v1&amp;x=&lt;y&gt;</loc><lastmod>2026-11-01T12:00:00.000Z</lastmod></url>',
    );
  });

  it('stops at the sitemaps.org limit of 50,000 URLs', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({
      url: `https://fundax.example/event/e${i}`,
    }));
    expect(sitemapXml(entries).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});
