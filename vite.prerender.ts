// Prerendering at build time: after an app's client build, an SSR build of its
// `src/prerender.tsx` renders its pages, and each is written as an HTML file beside the entry
// with its text in `#root` (painted before any script runs, then hydrated), its route's chunks
// and CSS preloaded, and its API origins preconnected. See docs/performance.md.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { type Manifest, type Plugin, type PluginOption, type ResolvedConfig, build } from 'vite';

import type { PrerenderedPage } from './packages/client/src/app/prerendered-page';
import { pageHtml } from './scripts/lib/prerender-html';

/**
 * The plugin (every app has it, see vite.shared.ts): prerenders `src/prerender.tsx`'s pages.
 * `plugins`: the app's plugins its code needs to build (virtual modules), used by the SSR build.
 */
export function prerender({
  entry = 'src/prerender.tsx',
  plugins = [],
}: { entry?: string; plugins?: PluginOption[] } = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fundax-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || !existsSync(path.join(config.root, entry))) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // A client build that failed wrote no index.html, and Rolldown still closes the bundle:
      // prerendering then would hide the build's own error behind a missing file's.
      if (!existsSync(path.join(outDir, 'index.html'))) return;
      // Inside the app's node_modules: the SSR bundle imports React and the rest from there.
      const cache = path.join(config.root, 'node_modules');
      mkdirSync(cache, { recursive: true });
      const ssrDir = mkdtempSync(path.join(cache, '.fundax-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react(), ...plugins],
          // Our packages are TypeScript sources: bundle them; the rest Node imports as usual.
          ssr: { noExternal: [/^@fundax\//] },
          build: {
            ssr: entry,
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const module = (await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href)) as {
          prerenderPages: () => Promise<PrerenderedPage[]>;
        };
        const pages = await module.prerenderPages();
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        for (const page of pages) {
          const file = path.join(outDir, page.file);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(template, page, manifest, config.base));
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
