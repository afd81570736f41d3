import type { RouteModule } from '@fundax/client';

/**
 * The portal's page modules (app/routes/portal-*.tsx), each a chunk of its own. This glob, and
 * Vite's lists of what each page's chunk needs, ride in the portal gate's chunk (which every
 * portal page loads first) instead of the entry that every public page loads.
 */
export const portalPages = import.meta.glob<RouteModule>('./routes/portal-*.tsx');
