// Vite settings shared by web, admin and mobile-shell.
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption, UserConfig } from 'vite';

import { ASSET_HASH_LENGTH } from './vite.asset-names';
import { type ChunkGroup, type GroupModules, sharedChunkGroups } from './vite.chunks';
import { compileHints } from './vite.compile-hints';
import { prerender } from './vite.prerender';

export type { ChunkGroup };

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;
const DISPLAY_NAME_LINE = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const REACT_FACTORY_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/**
 * Builds take React Router's production build: the package's exports name only its development
 * build, whose one difference is ENABLE_DEV_WARNINGS = true, so the warnings' code shipped and
 * ran. The dev server keeps the warnings.
 *
 * It also blanks the build's top-level `X.displayName = "…"` lines (names for React DevTools,
 * which a production build minifies anyway). Each is a write to a property, which the bundler
 * must keep, and with it the component it names: React Router's `Link`, `NavLink` and `Form`
 * stayed in every entry though the apps use none of them (the kit has its own links).
 * Blanked with spaces, so every position and the package's source map stay as they were.
 */

const reactRouterProduction: Plugin = {
  name: 'fundax:react-router-production',
  apply: 'build',
  transform(code, id) {
    if (!REACT_ROUTER_BUILD.test(id)) return null;
    return {
      code: code
        .replace(DISPLAY_NAME_LINE, (line) => ' '.repeat(line.length))
        .replace(REACT_FACTORY_CALL, '$1/* @__PURE__ */ $2'),
      map: null,
    };
  },
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
  }),
};

/**
 * `plugins`: the app's own plugins that its code needs to build (a virtual module it imports),
 * given to the prerendering build too; plugins that only write files go in the app's config.
 * `chunkGroups`: small modules that the app's lazy pages load together, as one chunk each
 * instead of one per module (a round trip each on HTTP/1.1 and slow mobile links), after the
 * groups every app has (vite.chunks.ts), to which `groupModules` adds the app's own modules.
 */
export function appConfig({
  plugins = [],
  chunkGroups = [],
  groupModules = {},
}: {
  plugins?: PluginOption[];
  chunkGroups?: ChunkGroup[];
  groupModules?: GroupModules;
} = {}): UserConfig {
  return {
    // prerender: the pages of the app's src/prerender.tsx, written as HTML at build time.
    // compileHints: the entry compiled off the main thread as it streams in.
    plugins: [react(), reactRouterProduction, ...plugins, prerender({ plugins }), compileHints],
    build: {
      target: 'es2022',
      sourcemap: true,
      // Report gzipped sizes in the build output; bench/ measures per-route first-load JS.
      reportCompressedSize: true,
      // No polyfill for <link rel="modulepreload"> in every entry (0.3 KB gz): every browser
      // the build targets but Safari 16 has it, and there the chunks load as they are imported.
      modulePreload: { polyfill: false },
      // .vite/manifest.json: which chunks each route loads first (the JavaScript budgets in
      // `npm test` and bench/ read it).
      manifest: true,
      rollupOptions: {
        output: {
          // Content hashes of 7 characters, not Vite's 8: the entry lists every lazy file by
          // name for its preloads (107 in the web app), and a hash's characters do not
          // compress, so each one cut is about 1 byte gz of every first load (home: 129 bytes).
          // 7 is Rolldown's least for more than 64 chunks; bench/lib/cpu-profile.ts strips it.
          chunkFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}].js`,
          entryFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}].js`,
          assetFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}][extname]`,
          // Everything the entry loads statically goes into one chunk: a first visit then
          // fetches 1 file instead of a dozen small ones (a round trip each on HTTP/1.1 and on
          // slow mobile links). Lazy routes still get their own chunks. Only the modules the
          // entry itself runs: with their dependencies included, the group also took in what
          // the packages' index files merely re-export (zod and every schema, used by lazy
          // pages only).
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false },
              ...[...chunkGroups, ...sharedChunkGroups(groupModules)].map(({ name, test }) => ({
                name,
                test,
                includeDependenciesRecursively: false,
              })),
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
  };
}
