import { describe, expect, it } from 'vitest';

import {
  SERVED_PAGE_ELEMENT_ID,
  type ServedDirectory,
  type ServedPage,
  escapeHtml,
} from '@fundax/core';

import { clip, fillTemplate, withServedData } from './card-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Fundax: raise money for your cause."
    />
    <title>Fundax · Community fundraising</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const card = {
  title: 'Taco night',
  description: 'Sat, Dec 5 at Barelas Coffee. 15% of sales go to the band.',
  image: { url: 'https://cdn.example/card.webp', width: 1200, height: 675 },
  url: 'https://fundax.example/event/e1',
};

describe('fillTemplate', () => {
  it('puts the page’s own title, description and social tags in <head>', () => {
    const html = fillTemplate(TEMPLATE, card);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Taco night · Fundax</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Sat, Dec 5 at Barelas Coffee. 15% of sales go to the band." />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Taco night · Fundax" data-social-card />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.example/card.webp" data-social-card />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" data-social-card />');
    expect(html).toContain(
      '<meta name="twitter:card" content="summary_large_image" data-social-card />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://fundax.example/event/e1" data-social-card />',
    );
    // The SPA still loads.
    expect(html).toContain('src="/assets/app-abc123.js"');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('makes a text-only card without an image', () => {
    const html = fillTemplate(TEMPLATE, { ...card, image: null });
    expect(html).toContain('<meta name="twitter:card" content="summary" data-social-card />');
    expect(html).not.toContain('og:image');
  });

  it('escapes hostile text, including replacement patterns', () => {
    const html = fillTemplate(TEMPLATE, {
      ...card,
      title: '</title><script>alert("x")</script> $& $1 $` \'',
      description: '"><img src=x onerror=alert(1)>',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; $&amp; $1 $` &#39; · Fundax</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('marks a missing page not-found and noindex', () => {
    const html = fillTemplate(TEMPLATE, null);
    expect(html).toContain('<title>Page not found · Fundax</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-social-card />');
    expect(html).not.toContain('og:');
  });
});

describe('fillTemplate with a served page', () => {
  const LAYOUT = TEMPLATE.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered=""><header class="site-header"></header><main id="main" tabindex="-1"><div class="container page"><p role="status" class="muted loading-reserve">Loading…</p></div></main></div>',
  );
  const page = (title: string): ServedPage => ({
    kind: 'event',
    id: 'e1',
    event: {
      title,
      eventStart: '2026-12-06T01:00:00.000Z',
      venueName: 'Barelas Coffee',
      givebackPercent: 15,
      fundaxerName: 'the band',
    } as ServedPage['event'],
    readAt: '2026-11-25T02:00:00.000Z',
  });
  const data = (html: string) =>
    new RegExp(
      `<script type="application/json" id="${SERVED_PAGE_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];

  it('puts the page’s header first in the layout’s page slot, and its data before </body>', () => {
    const html = fillTemplate(LAYOUT, card, page('Taco night'));
    expect(html).toContain(
      '<main id="main" tabindex="-1"><div class="container page"><header class="page-header"><div class="page-header__text"><h1 tabindex="-1">Taco night</h1><p class="lede">Sat, Dec 5 · 6:00 PM MST at Barelas Coffee. 15% of sales go to the band.</p></div></header><p role="status"',
    );
    expect(JSON.parse(data(html)!)).toEqual(page('Taco night'));
    expect(html.indexOf(SERVED_PAGE_ELEMENT_ID)).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.indexOf(SERVED_PAGE_ELEMENT_ID)).toBeLessThan(html.indexOf('</body>'));
  });

  it('escapes hostile text in the header and keeps it whole in the data', () => {
    const title = '</script><script>alert(1)</script> $& $1';
    const html = fillTemplate(LAYOUT, { ...card, title }, page(title));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<h1 tabindex="-1">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1</h1>',
    );
    expect((JSON.parse(data(html)!) as ServedPage).event.title).toBe(title);
  });

  it('gives a template without the page slot the data alone', () => {
    const html = fillTemplate(TEMPLATE, card, page('Taco night'));
    expect(html).not.toContain('page-header');
    expect(data(html)).toBeDefined();
  });
});

describe('withServedData for a directory', () => {
  it('adds the data before </body> and leaves the page as prerendered, its header included', () => {
    const layout = TEMPLATE.replace(
      '<div id="root"></div>',
      '<div id="root" data-prerendered="/partners"><main id="main" tabindex="-1"><div class="container page"><header class="page-header"><h1>Partner businesses</h1></header></div></main></div>',
    );
    const name = '</script><script>alert(1)</script>';
    const directory: ServedDirectory = {
      kind: 'partners',
      partners: [
        {
          id: 'p1',
          role: 'partner',
          displayName: name,
          organizationName: null,
          bio: '',
          city: null,
          website: null,
          imageUrl: null,
          categories: [],
          fundraiser: null,
        },
      ],
      readAt: '2026-11-29T19:00:00.000Z',
    };
    const html = withServedData(layout, directory);
    const script = `<script type="application/json" id="${SERVED_PAGE_ELEMENT_ID}">`;
    const at = html.indexOf(script);
    expect(html.slice(0, at)).toBe(layout.slice(0, layout.indexOf('</body>')));
    expect(html).not.toContain('<script>alert');
    const data = html.slice(at + script.length, html.indexOf('</script>', at));
    expect(JSON.parse(data)).toEqual(directory);
  });
});

describe('clip and escapeHtml', () => {
  it('cuts long text at a word and folds whitespace', () => {
    expect(clip('a  b\n c')).toBe('a b c');
    const long = `${'word '.repeat(60)}end`;
    const clipped = clip(long, 50);
    expect(clipped.length).toBeLessThanOrEqual(50);
    expect(clipped.endsWith('word…')).toBe(true);
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
