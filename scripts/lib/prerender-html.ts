// How a prerendered page becomes its HTML file (used by vite.prerender.ts at build time): the
// app's built index.html with the page's head tags, its route's stylesheets (and scripts, when
// they are preloaded), preconnects to its API origins, and its markup in #root.
import type { Manifest } from 'vite';

import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_HEAD_ATTRIBUTE,
  type PrerenderedPage,
} from '../../packages/client/src/app/prerendered-page';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A module's key in the manifest: a source path as is, or `npm:<package path>` for a package's
 * entry that the app imports dynamically (`npm:firebase/auth`).
 */
function manifestKey(manifest: Manifest, module: string): string {
  if (!module.startsWith('npm:')) return module;
  const folder = `node_modules/${module.slice('npm:'.length)}/`;
  const key = Object.keys(manifest).find((candidate) => candidate.includes(folder));
  if (!key) throw new Error(`${module} is not a chunk of this build.`);
  return key;
}

/** The chunk files (JS) and stylesheets a set of manifest entries loads, with static imports. */
export function preloadsOf(
  manifest: Manifest,
  modules: string[],
): { scripts: string[]; styles: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedWithEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (moved or renamed?).`);
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  if (entryKey) walk(entryKey, loadedWithEntry);
  const keys = new Set<string>();
  for (const module of modules) walk(manifestKey(manifest, module), keys);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of keys) {
    if (loadedWithEntry.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  }
  return { scripts, styles };
}

/**
 * An empty element right after #root, which the head's `<link rel="expect">` waits for: the
 * browser paints no frame before it, so never part of the page. Without it, the browser paints
 * whatever part of the body it has once the stylesheets are in, and that part moves when the
 * rest comes: the site header's search box stands at the bar's end until the menu after it
 * arrives (on a slow network, or a busy phone's parser; CLS 0.012 on the event page). The whole
 * markup is small (home's file is 9 KB, 2.7 KB gzipped), so little is held back. An element after
 * #root, not #root itself: Chromium 150 stops waiting at the start tag of the element it
 * expects (checked), so `#root` would wait for nothing.
 */
const PARSED_MARK = 'prerendered-end';

/** The entry's index.html with a page's head, preloads and body. */
export function pageHtml(
  template: string,
  page: PrerenderedPage,
  manifest: Manifest,
  base: string,
): string {
  const { scripts, styles } = preloadsOf(manifest, page.modules);
  let html = template;
  const linked = (file: string) => html.includes(`${base}${file}"`);
  // The page's own title and description replace the site's defaults.
  if (/<title>/.test(page.head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (/<meta name="description"/.test(page.head)) {
    html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  }
  const head = [
    // Marked: a page rendered afresh in the browser drops them (see mountApp).
    page.head.replace(/<(title|meta|link)\b/g, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}`),
    // No frame until the page's markup is all parsed (Chromium 124+; others ignore it): see
    // PARSED_MARK.
    `<link rel="expect" href="#${PARSED_MARK}" blocking="render">`,
    ...page.origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    ...styles
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...(page.preloadScripts ? scripts : [])
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
  html = html.replace('</head>', `  ${head}\n  </head>`);
  // Forms wait for the script that handles them (mountApp releases them): submitted before,
  // the browser would send a GET with every field in the URL, a password included.
  const body = page.body.replace(/<form\b/g, '<form inert');
  const root =
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.page)}">${body}</div>` +
    `<template id="${PARSED_MARK}"></template>`;
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  return html.replace('<div id="root"></div>', root);
}

