// Plain HTTP requests to the Hosting emulator, as a link-preview crawler makes them: the
// rewrites of firebase.json send /event/*, /partner/* and /fundaxer-listing to socialCard and
// /sitemap.xml to sitemap. Needs the web app built (`npm run build`): each page is served from
// the file the build prerendered for it.
import {
  SERVED_DIRECTORY_FILES,
  SERVED_PAGE_ELEMENT_ID,
  servedDirectorySchema,
  servedPageSchema,
} from '@fundax/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { type Member, member, seedEvent, seedVenue } from '../test-support/fixtures';

function webUrl(): string {
  const apps = JSON.parse(process.env.FUNDAX_APP_URLS ?? '{}') as { web?: string };
  if (!apps.web) throw new Error('FUNDAX_APP_URLS is not set: run through emulators-exec.');
  return apps.web;
}

/**
 * The site the served build was made for: its robots.txt names it. The integration suites of
 * `npm test` serve the browser tests' build on other ports (scripts/lib/emulator-suites.mjs).
 */
function builtWebUrl(): string {
  const built = JSON.parse(process.env.FUNDAX_BUILT_APP_URLS ?? '{}') as { web?: string };
  return built.web ?? webUrl();
}

const get = (path: string) => fetch(`${webUrl()}${path}`, { redirect: 'manual' });

/**
 * What a document paints and loads as its file has it: the head's stylesheets, preloads and
 * preconnects (a card adds only tags of its own), and the body from <body> on.
 */
function builtParts(html: string): { links: string[]; body: string } {
  return {
    links: html.match(/<link rel="(?:stylesheet|modulepreload|preconnect)"[^>]*>/g) ?? [],
    body: html.slice(html.indexOf('<body')),
  };
}

/**
 * The file the web build prerendered for a page (`event/_id.html`, `app.html`), as Hosting
 * serves it at its own path (a static file wins over every rewrite): the layout in #root,
 * marked as prerendered.
 */
async function prerenderedFile(file: string): Promise<{ links: string[]; body: string }> {
  const response = await get(`/${file.replace(/\.html$/, '')}`);
  expect(response.status, file).toBe(200);
  expect(response.headers.has('x-fundax-card'), file).toBe(false);
  const parts = builtParts(await response.text());
  expect(parts.body).toMatch(/<div id="root" data-prerendered="[^"]*"><a class="skip-link"/);
  return parts;
}

const SERVED_HEADER = /<header class="page-header">[\s\S]*?<\/header>/;
const SERVED_DATA = new RegExp(
  `<script type="application/json" id="${SERVED_PAGE_ELEMENT_ID}">([^<]*)</script>\\n\\s*`,
);

/** What an event page's HTML carries for the page: the header in the layout, and its data. */
function servedParts(html: string) {
  const data = SERVED_DATA.exec(html)?.[1];
  return {
    header: SERVED_HEADER.exec(html)?.[0] ?? null,
    page: data === undefined ? null : servedPageSchema.parse(JSON.parse(data)),
    rest: html.replace(SERVED_HEADER, '').replace(SERVED_DATA, ''),
  };
}

/** What a directory's HTML carries for the page: its data, and the rest as the build wrote it. */
function servedDirectoryParts(html: string) {
  const data = SERVED_DATA.exec(html)?.[1];
  return {
    directory: data === undefined ? null : servedDirectorySchema.parse(JSON.parse(data)),
    rest: html.replace(SERVED_DATA, ''),
  };
}

/** The content of <meta property|name="key">, unescaped only for &amp; and &quot;. */
function tag(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

describe('social cards and the sitemap through Hosting', () => {
  let partner: Member;
  let fundaxer: Member;
  let venueId: string;
  let eventId: string;
  let hiddenEventId: string;
  let hiddenVenueId: string;
  let hostileId: string;

  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    partner = await member('partner', { displayName: 'Miguel Baca' });
    fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
    venueId = await seedVenue(partner.uid, { name: 'Barelas Coffee House' });
    hiddenVenueId = await seedVenue(partner.uid, { name: 'Secret Annex', approved: null });
    eventId = await seedEvent(venueId, { fundaxer: { id: fundaxer.uid, name: 'Dana Yazzie' } });
    hiddenEventId = await seedEvent(venueId, { approved: null });
    hostileId = await seedEvent(venueId);
    await adminDb().doc(`events/${hostileId}`).update({
      title: '</title><script>alert("pwned")</script> & more',
      description: '"><img src=x onerror=alert(1)>',
    });
    await adminDb()
      .doc(`events/${eventId}`)
      .update({
        image: {
          fileId: 'f1',
          variants: [
            { name: 'thumb', url: 'https://cdn.example/f1/thumb.webp', width: 400, height: 225 },
            { name: 'card', url: 'https://cdn.example/f1/card.webp', width: 1200, height: 675 },
          ],
        },
        imageUrl: 'https://cdn.example/f1/card.webp',
      });
  });

  it('serves an event page with its own tags, its prerendered file, and CDN caching', async () => {
    const response = await get(`/event/${eventId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    const html = await response.text();
    expect(html).toContain('<title>Band night · Fundax</title>');
    expect(tag(html, 'og:title')).toBe('Band night · Fundax');
    expect(tag(html, 'og:description')).toMatch(
      /^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T at Barelas Coffee House\. 15% of sales go to Dana Yazzie\.$/,
    );
    expect(tag(html, 'og:image')).toBe('https://cdn.example/f1/card.webp');
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'twitter:image')).toBe('https://cdn.example/f1/card.webp');
    expect(tag(html, 'og:url')).toBe(`${webUrl()}/event/${eventId}`);
    expect(html).toContain(
      `<link rel="canonical" href="${webUrl()}/event/${eventId}" data-social-card />`,
    );
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    // Besides its tags, the card adds the page's header and data: otherwise the page paints and
    // loads what the build prerendered for it.
    const served = servedParts(html);
    expect(builtParts(served.rest)).toEqual(await prerenderedFile('event/_id.html'));
    // The header in the layout's page slot, painted before any script runs.
    expect(html).toMatch(
      /<main id="main" tabindex="-1"><div class="container page"><header class="page-header"><div class="page-header__text"><h1 tabindex="-1">Band night<\/h1><p class="lede">\w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2} [AP]M M[SD]T at Barelas Coffee House\. 15% of sales go to Dana Yazzie\.<\/p><\/div><\/header>/,
    );
    // The event's public view, which the page shows at once (and then reads live).
    expect(served.page).toMatchObject({
      kind: 'event',
      id: eventId,
      event: {
        id: eventId,
        title: 'Band night',
        venueName: 'Barelas Coffee House',
        cancelled: false,
      },
    });
    expect(Date.now() - Date.parse(served.page!.readAt)).toBeLessThan(60_000);
    expect(served.page!.event).not.toHaveProperty('_protected');
    expect(served.page!.event).not.toHaveProperty('organizerId');
  });

  it('serves the fundraiser an event supports while its fundaxer is listed, else none', async () => {
    const page = async (id: string) => servedParts(await (await get(`/event/${id}`)).text()).page;
    expect((await page(eventId))?.fundraiser).toEqual({
      id: fundaxer.uid,
      displayName: 'Dana Yazzie',
      organizationName: null,
      city: null,
      fundraiser: { title: 'Band trip', category: 'schools', goalCents: 500_000, raisedCents: 0 },
    });
    expect((await page(hostileId))?.fundraiser).toBeNull();
    await adminDb().doc(`profiles/${fundaxer.uid}`).update({ listed: false });
    try {
      expect((await page(eventId))?.fundraiser).toBeNull();
    } finally {
      await adminDb().doc(`profiles/${fundaxer.uid}`).update({ listed: true });
    }
  });

  it('escapes a hostile title and description', async () => {
    const html = await (await get(`/event/${hostileId}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; more · Fundax</title>',
    );
    expect(html).toContain(
      '<h1 tabindex="-1">&lt;/title&gt;&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; more</h1>',
    );
    // The data keeps the text as it is, and cannot end its script element.
    expect(servedParts(html).page?.event.title).toBe(
      '</title><script>alert("pwned")</script> & more',
    );
  });

  it.each([
    ['an unknown event', () => '/event/no-such-event', 'event/_id.html'],
    ['a pending event', () => `/event/${hiddenEventId}`, 'event/_id.html'],
    ['an unknown partner', () => '/partner/no-such-partner', 'partner/_id.html'],
    ['a fundaxer under /partner', () => `/partner/${fundaxer.uid}`, 'partner/_id.html'],
    ['an unknown fundraiser', () => '/fundaxer-listing?id=no-such-fundaxer', 'app.html'],
  ])('answers %s with 404, noindex and its prerendered file', async (_label, path, file) => {
    const response = await get(path());
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const html = await response.text();
    expect(html).toContain('<title>Page not found · Fundax</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-social-card />');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain(SERVED_PAGE_ELEMENT_ID);
    expect(builtParts(html)).toEqual(await prerenderedFile(file));
  });

  it('serves a partner’s page, and one of their public venues, but never a hidden venue', async () => {
    const html = await (await get(`/partner/${partner.uid}`)).text();
    expect(builtParts(html)).toEqual(await prerenderedFile('partner/_id.html'));
    expect(tag(html, 'og:title')).toBe('Test Business LLC · Fundax');
    expect(tag(html, 'twitter:card')).toBe('summary');
    const venue = await (await get(`/partner/${partner.uid}?venue=${venueId}`)).text();
    expect(tag(venue, 'og:title')).toBe('Barelas Coffee House · Fundax');
    expect(tag(venue, 'og:description')).toBe('400 Central Ave SW, Albuquerque, NM 87102');
    expect(tag(venue, 'og:url')).toBe(`${webUrl()}/partner/${partner.uid}?venue=${venueId}`);
    const hidden = await (await get(`/partner/${partner.uid}?venue=${hiddenVenueId}`)).text();
    expect(hidden).not.toContain('Secret Annex');
    expect(tag(hidden, 'og:title')).toBe('Test Business LLC · Fundax');
  });

  it('serves a fundaxer’s page with their fundraiser, and the listing as it is', async () => {
    const html = await (await get(`/fundaxer-listing?id=${fundaxer.uid}`)).text();
    expect(builtParts(html)).toEqual(await prerenderedFile('app.html'));
    expect(tag(html, 'og:title')).toBe('Band trip · Dana Yazzie · Fundax');
    expect(tag(html, 'og:description')).toBe('Our high school band travels to the state finals.');
    const listing = await get('/fundaxer-listing');
    expect(listing.status).toBe(200);
    expect(await listing.text()).not.toContain('og:title');
  });

  it('serves /partners as prerendered, with the listed partners as data', async () => {
    const response = await get('/partners');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    const html = await response.text();
    const served = servedDirectoryParts(html);
    // The page, its head included, exactly as the build prerendered it, plus its data.
    expect(served.rest).toBe(
      await (await get(`/${SERVED_DIRECTORY_FILES['/partners'].replace(/\.html$/, '')}`)).text(),
    );
    expect(builtParts(served.rest)).toEqual(
      await prerenderedFile(SERVED_DIRECTORY_FILES['/partners']),
    );
    expect(served.rest).toContain(
      '<title data-prerendered-head>Partner businesses · Fundax</title>',
    );
    if (served.directory?.kind !== 'partners') throw new Error('No partners were served.');
    expect(served.directory.partners.map(({ id }) => id)).toEqual([partner.uid]);
    expect(served.directory.partners[0]).not.toHaveProperty('listed');
    expect(served.directory.partners[0]).not.toHaveProperty('createdAt');
    expect(Date.now() - Date.parse(served.directory.readAt)).toBeLessThan(60_000);
  });

  it('serves /businesses with the public venues of its category and the groups', async () => {
    await adminDb().doc('networkingGroups/g-breakfast').set({
      name: 'Barelas Breakfast Club',
      description: 'Owners trading referrals over breakfast.',
      city: 'Albuquerque',
      meets: 'Tuesdays, 7 AM',
      address: null,
      venueId: null,
      categories: [],
      contactUrl: null,
      memberCount: 9,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const directory = async (path: string) => {
      const html = await (await get(path)).text();
      expect(builtParts(servedDirectoryParts(html).rest), path).toEqual(
        await prerenderedFile(SERVED_DIRECTORY_FILES['/businesses']),
      );
      const served = servedDirectoryParts(html).directory;
      if (served?.kind !== 'businesses') throw new Error(`No businesses were served at ${path}.`);
      return served;
    };
    const all = await directory('/businesses');
    expect(all.category).toBeNull();
    expect(all.venues.map(({ name }) => name)).toEqual(['Barelas Coffee House']);
    expect(all.groups.map(({ id, name }) => [id, name])).toEqual([
      ['g-breakfast', 'Barelas Breakfast Club'],
    ]);
    expect(all.groups[0]).not.toHaveProperty('createdAt');
    const cafes = await directory('/businesses?category=cafe');
    expect([cafes.category, cafes.venues.length]).toEqual(['cafe', 1]);
    const bakeries = await directory('/businesses?category=bakery');
    expect([bakeries.category, bakeries.venues]).toEqual(['bakery', []]);
    // Anything else reads as every category, as the page reads its address.
    expect((await directory('/businesses?category=casino')).category).toBeNull();
    const html = await (await get('/businesses')).text();
    expect(html).not.toContain('Secret Annex');
  });

  it('leaves the partner sign-up pages to the SPA', async () => {
    for (const path of ['/partner/signup', '/partner/signup_success']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('Page not found');
    }
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${builtWebUrl()}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/portal\/$/m);
  });

  it('lists public pages and listings in sitemap.xml, never hidden ones', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = webUrl();
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/special-events`,
        `${origin}/event/${eventId}`,
        `${origin}/event/${hostileId}`,
        `${origin}/partner/${partner.uid}`,
        `${origin}/partner/${partner.uid}?venue=${venueId}`,
        `${origin}/fundaxer-listing?id=${fundaxer.uid}`,
      ]),
    );
    expect(xml).not.toContain(hiddenEventId);
    expect(xml).not.toContain(hiddenVenueId);
    expect(locs.some((loc) => loc?.includes('/portal'))).toBe(false);
  });
});
