import { defineConfig } from 'vite';

import { APP_GROUP_MODULES, modulesAt } from '../vite.chunks';
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
const PORTAL_PARTS =
  /[\\/]web[\\/]src[\\/](features[\\/]portal-(?!security|resources)[a-z-]+[\\/](api[\\/][a-z-]+-slice|api[\\/](portal-venue|money-totals)|hooks[\\/]use-[a-z-]+)|utils[\\/](portal-event|portal-paths|portal-revision|use-portal-user|signed-in-user))\.tsx?$/;

/**
 * The kit's pieces that only signed-in pages use (the reads' session check, the inbox count, the
 * change tables of revisions, the listing and consent rules), and the portal's own
 * small components the dashboard shows: with the portal's data layer, not a file each.
 */
const PORTAL_KIT = modulesAt([
  'packages/client/src/session/signed-in-read',
  'packages/client/src/notifications/own-uid',
  'packages/client/src/notifications/unread-count',
  'packages/client/src/ui/change-table',
  'packages/client/src/ui/change-value',
  'packages/core/src/rules/listing-state',
  'packages/core/src/rules/event-consent',
  'web/src/components/portal/review-note',
  'web/src/features/portal-account/components/fundraiser-card',
]);
const PORTAL_DATA_LAYER = new RegExp(`${PORTAL_PARTS.source}|${PORTAL_KIT.source}`);

// The orientation layer is a virtual module the map imports: the prerendering build needs it too.
const shared = appConfig({
  plugins: [orientationLayerPlugin()],
  chunkGroups: [{ name: 'portal-data', test: PORTAL_DATA_LAYER }],
  groupModules: APP_GROUP_MODULES.web,
});

export default defineConfig({
  ...shared,
  plugins: [...(shared.plugins ?? []), robotsTxtPlugin()],
});
