import { describe, expect, it } from 'vitest';

import { clip, escapeHtml, fillTemplate } from './card-html';

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
