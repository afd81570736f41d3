import { type UserConfig, defineConfig, mergeConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { APP_GROUP_MODULES } from '../vite.chunks';
import { appConfig } from '../vite.shared';

/** The brand colours of the icon and the installed app's frame (tokens.css). */
const THEME_COLOR = '#0f5c4d';
const BACKGROUND_COLOR = '#f7f5f0';

/**
 * The mobile shell is an installable app (docs/mobile.md): vite-plugin-pwa writes the web
 * manifest, makes the PNG icons from public/icon.svg at build time (sharp, through the PWA assets
 * generator: nothing is downloaded), and generates the service worker with Workbox. The worker
 * precaches the built page, scripts, styles and icons, so the app opens offline after one visit;
 * it caches no data (Firestore reads and callables are POSTs to other origins): the last
 * dashboard and inbox are kept per user in localStorage by the app itself.
 */
const pwa = VitePWA({
  // A new build takes over at once: the worker skips waiting and claims open pages, so a phone
  // never runs week-old code; the next navigation loads the new files.
  registerType: 'autoUpdate',
  // A small deferred script registers the worker after the page loads: no bytes in the entry.
  injectRegister: 'script-defer',
  manifest: {
    name: 'Fundax',
    short_name: 'Fundax',
    description: 'Your Fundax events, reviews and fundraiser, and give-back events near you.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    lang: 'en',
  },
  pwaAssets: {
    image: 'public/icon.svg',
    // The manifest's icons are the generated PNGs (192 and 512 for "any", 512 maskable).
    overrideManifestIcons: true,
    injectThemeColor: false,
    includeHtmlHeadLinks: true,
    htmlPreset: '2023',
    preset: {
      // The SVG is a full-bleed square whose diamond sits inside the maskable safe circle
      // (radius 40% of the size), so every icon uses it whole, without padding.
      transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']], padding: 0 },
      maskable: {
        sizes: [512],
        padding: 0,
        resizeOptions: { background: THEME_COLOR, fit: 'contain' },
      },
      apple: {
        sizes: [180],
        padding: 0,
        resizeOptions: { background: THEME_COLOR, fit: 'contain' },
      },
    },
  },
  workbox: {
    // The page, its scripts and styles, the icons and the manifest: the whole app shell.
    globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest}'],
    // A single page: every navigation opens index.html, from the cache when offline.
    navigateFallback: '/index.html',
    cleanupOutdatedCaches: true,
    // The first visit's page is controlled as soon as the worker is active (autoUpdate only
    // skips waiting), so it works offline without a second load.
    clientsClaim: true,
    // Nothing at run time: data comes from Firestore and the callables (other origins, POSTs),
    // which must never be answered from an HTTP cache.
    runtimeCaching: [],
  },
});

export default defineConfig(
  mergeConfig(appConfig({ groupModules: APP_GROUP_MODULES.mobile }), {
    plugins: [pwa],
  } satisfies UserConfig),
);
