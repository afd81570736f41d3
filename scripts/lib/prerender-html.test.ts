import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

import { pageHtml, preloadsOf } from './prerender-html';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index-1.css'],
    dynamicImports: ['src/app/routes/event.tsx', 'node_modules/firebase/auth/dist/esm/index.js'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/routes/event.tsx': {
    file: 'assets/event-2.js',
    isDynamicEntry: true,
    imports: ['index.html', '_firestore.js'],
    css: ['assets/event-2.css'],
  },
  '_firestore.js': { file: 'assets/firestore-3.js', imports: ['_runtime.js'] },
  'node_modules/firebase/auth/dist/esm/index.js': { file: 'assets/auth-4.js' },
};

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Site default." />
    <title>Fundax</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  page: '/event/:id',
  file: 'event/_id.html',
  head: '<title>Event · Fundax</title>',
  body: '<main><h1>Event</h1></main>',
  modules: ['src/app/routes/event.tsx'],
  preloadScripts: true,
  origins: ['http://127.0.0.1:8080'],
};

describe('preloadsOf', () => {
  it('lists a route’s chunks and stylesheets with their static imports, not the entry’s', () => {
    expect(preloadsOf(manifest, ['src/app/routes/event.tsx'])).toEqual({
      scripts: ['assets/event-2.js', 'assets/firestore-3.js'],
      styles: ['assets/event-2.css'],
    });
  });

  it('finds a package the app imports dynamically by its name', () => {
    expect(preloadsOf(manifest, ['npm:firebase/auth']).scripts).toEqual(['assets/auth-4.js']);
  });

  it('fails on a module the build does not have (the route table moved)', () => {
    expect(() => preloadsOf(manifest, ['src/app/routes/gone.tsx'])).toThrow(/gone\.tsx is not/);
    expect(() => preloadsOf(manifest, ['npm:leaflet'])).toThrow('npm:leaflet is not');
  });
});

describe('pageHtml', () => {
  it('puts the page in #root, its title in the head, and its route’s files after', () => {
    const html = pageHtml(template, page, manifest, '/');
    expect(html).toContain(
      '<div id="root" data-prerendered="/event/:id"><main><h1>Event</h1></main></div>',
    );
    expect(html).toContain('<title data-prerendered-head>Event · Fundax</title>');
    expect(html).not.toContain('<title>Fundax</title>');
    // The page set no description: the site's stays.
    expect(html).toContain('content="Site default."');
    expect(html).toContain('<link rel="preconnect" href="http://127.0.0.1:8080" crossorigin>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/event-2.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/firestore-3.js">');
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
  });

  it('holds the first frame until all of #root is parsed: the head expects a mark after it', () => {
    const html = pageHtml(template, page, manifest, '/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#prerendered-end" blocking="render">');
    expect(html).toContain('</main></div><template id="prerendered-end"></template>');
    expect(html.match(/rel="expect"/g)).toHaveLength(1);
  });

  it('links only the stylesheets of a page whose scripts wait (its text is in the HTML)', () => {
    const html = pageHtml(template, { ...page, preloadScripts: false }, manifest, '/');
    expect(html).toContain('href="/assets/event-2.css"');
    expect(html).not.toContain('modulepreload');
  });

  it('replaces the site’s description with the page’s', () => {
    const html = pageHtml(
      template,
      { ...page, head: '<meta name="description" content="An evening of tacos."/>' },
      manifest,
      '/',
    );
    expect(html).not.toContain('Site default.');
    expect(html).toContain('<meta data-prerendered-head name="description"');
  });

  it('makes the page’s forms inert until the app runs (never a submit without it)', () => {
    const html = pageHtml(
      template,
      { ...page, body: '<main><form aria-label="Sign in"><input name="password"/></form></main>' },
      manifest,
      '/',
    );
    expect(html).toContain('<form inert aria-label="Sign in">');
  });

  it('escapes the pattern it writes in an attribute', () => {
    expect(pageHtml(template, { ...page, page: '/a"b' }, manifest, '/')).toContain(
      'data-prerendered="/a&quot;b"',
    );
  });
});
