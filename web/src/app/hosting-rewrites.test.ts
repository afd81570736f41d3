import { pageFile } from '@fundax/client/app/prerender';
import { describe, expect, it } from 'vitest';

import { SERVED_DIRECTORY_FILES } from '@fundax/core';

import firebase from '../../../firebase.json';
import { CARD_PAGES } from './card-pages';
import { PUBLIC_ROUTES } from './route-paths';

// The build writes each public page as its own HTML file (src/prerender.tsx): Hosting serves a
// path's file as is (cleanUrls), each page with a parameter through a rewrite to its one file
// (or to the link-preview function, which serves that file with the page's card), and every
// other path (the portal, unknown ones) the plain shell.
const web = firebase.hosting.find((site) => site.target === 'web')!;
const rewrites = web.rewrites as { source: string; destination?: string; function?: unknown }[];
const CARD = { functionId: 'socialCard', region: 'us-central1' };

describe('web hosting', () => {
  it('serves each prerendered file without its .html', () => {
    expect(web.cleanUrls).toBe(true);
  });

  it('rewrites every page with a parameter to its prerendered file or the card function', () => {
    const withParameter = PUBLIC_ROUTES.filter(({ path }) => path.includes(':'));
    expect(withParameter.length).toBeGreaterThan(0);
    for (const { path } of withParameter) {
      const source = path.replace(/:[A-Za-z]+/g, '*');
      const rule = rewrites.find((rewrite) => rewrite.source === source);
      expect(rule, path).toBeDefined();
      if (rule?.function) expect(rule.function).toEqual(CARD);
      else expect(rule?.destination, path).toBe(`/${pageFile(path)}`);
    }
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
  });

  it('sends the pages without a prerendered file of their own to the card function', () => {
    for (const path of CARD_PAGES) {
      expect(rewrites).toContainEqual({ source: path, function: CARD });
    }
  });

  it('sends the directories served with their data to the card function', () => {
    for (const path of Object.keys(SERVED_DIRECTORY_FILES)) {
      expect(PUBLIC_ROUTES.map((route) => route.path)).toContain(path);
      expect(rewrites).toContainEqual({ source: path, function: CARD });
    }
  });

  it('keeps a page a wider card rewrite would catch on its own file, listed before it', () => {
    const sources = rewrites.map(({ source }) => source);
    for (const path of ['/partner/signup', '/partner/signup_success']) {
      expect(rewrites).toContainEqual({ source: path, destination: `/${pageFile(path)}` });
      expect(sources.indexOf(path)).toBeLessThan(sources.indexOf('/partner/*'));
    }
    expect(sources.indexOf('/angels/payment/*')).toBeLessThan(sources.indexOf('/angels/*'));
  });
});
