// Every site answers /robots.txt with rules, not with its app's HTML (the rewrite to the app
// would otherwise serve it): the web site's is generated (web/vite-plugins/robots-txt.ts, checked
// with the sitemap in functions/src/cards), the admin console's and the phone's are static files.
import { describe, expect, it } from 'vitest';

type Site = 'web' | 'admin' | 'mobile';

async function robots(site: Site): Promise<string> {
  const raw = process.env.FUNDAX_APP_URLS;
  if (!raw) throw new Error('FUNDAX_APP_URLS is not set: run this through `npm test`.');
  const response = await fetch(`${(JSON.parse(raw) as Record<Site, string>)[site]}/robots.txt`);
  expect(response.status, site).toBe(200);
  expect(response.headers.get('content-type'), site).toMatch(/^text\/plain/);
  return response.text();
}

describe('robots.txt', () => {
  it('keeps crawlers out of the whole admin console', async () => {
    const text = await robots('admin');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
  });

  it('lets crawlers read the phone app’s start page and the public web site', async () => {
    expect(await robots('mobile')).toMatch(/^Allow: \/$/m);
    const web = await robots('web');
    expect(web).toMatch(/^Allow: \/$/m);
    expect(web).toMatch(/^Disallow: \/portal\/$/m);
    // The directories' templates: the pages are /partners and /businesses, with their data.
    expect(web).toMatch(/^Disallow: \/_served\/$/m);
  });
});
