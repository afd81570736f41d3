import { pageFile } from '@fundax/client/app/prerender';
import { describe, expect, it } from 'vitest';

import firebase from '../../../firebase.json';
import { PUBLIC_ROUTES } from './route-paths';

// The build writes each public page as its own HTML file (src/prerender.tsx): Hosting serves a
// path's file as is (cleanUrls), each page with a parameter through a rewrite to its one file,
// and every other path (the portal, unknown ones) the plain shell.
const web = firebase.hosting.find((site) => site.target === 'web')!;

describe('web hosting', () => {
  it('serves each prerendered file without its .html', () => {
    expect(web.cleanUrls).toBe(true);
  });

  it('rewrites every page with a parameter to its prerendered file, before the shell', () => {
    const withParameter = PUBLIC_ROUTES.filter(({ path }) => path.includes(':'));
    expect(withParameter.length).toBeGreaterThan(0);
    for (const { path } of withParameter) {
      const source = path.replace(/:[A-Za-z]+/g, '*');
      expect(web.rewrites, path).toContainEqual({ source, destination: `/${pageFile(path)}` });
    }
    expect(web.rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
    expect(web.rewrites).toHaveLength(withParameter.length + 1);
  });

  it('lists a longer pattern before a shorter one that would catch it', () => {
    const sources = web.rewrites.map(({ source }) => source);
    expect(sources.indexOf('/angels/payment/*')).toBeLessThan(sources.indexOf('/angels/*'));
  });
});
