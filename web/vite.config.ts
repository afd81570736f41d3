import { defineConfig } from 'vite';

import { appConfig } from '../vite.shared';
import { orientationLayerPlugin } from './vite-plugins/orientation-layer';
import { robotsTxtPlugin } from './vite-plugins/robots-txt';

/**
 * The portal's data layer: each portal part's slice and hooks, and the rules the parts share.
 * Each module is well under a kilobyte and a portal page uses most of them (the dashboard five
 * parts), so they travel as one chunk rather than a dozen round trips before the page renders.
 * Only modules no public page imports, and none that reads (the `read-*` modules bring Firestore,
 * after the page) or holds a form's schema (zod): the security part's hooks reach Auth, and the
 * resources part's slice stays with the only two pages that use it (videos, documents).
 */
const PORTAL_DATA_LAYER =
  /[\\/]web[\\/]src[\\/](features[\\/]portal-(?!security|resources)[a-z-]+[\\/](api[\\/][a-z-]+-slice|api[\\/](portal-venue|money-totals)|hooks[\\/]use-[a-z-]+)|utils[\\/](portal-event|portal-paths|portal-revision|use-portal-user|signed-in-user))\.tsx?$/;

// The orientation layer is a virtual module the map imports: the prerendering build needs it too.
const shared = appConfig({
  plugins: [orientationLayerPlugin()],
  chunkGroups: [{ name: 'portal-data', test: PORTAL_DATA_LAYER }],
});

export default defineConfig({
  ...shared,
  plugins: [...(shared.plugins ?? []), robotsTxtPlugin()],
});
