import { onEmulator } from '../files/files-env';

/**
 * The public web site's origin, for canonical URLs, the sitemap and the page template: on the
 * emulator, the web app's hosting URL (FUNDAX_APP_URLS, set by the launcher); deployed,
 * FUNDAX_WEB_ORIGIN (functions/.env, see docs/files-and-cards.md), else the project's default
 * Hosting site. Never taken from a request's Host header, which a caller controls.
 */
export function webOrigin(): string {
  if (onEmulator()) {
    const apps = JSON.parse(process.env.FUNDAX_APP_URLS ?? '{}') as { web?: string };
    if (apps.web) return apps.web;
  }
  const configured = process.env.FUNDAX_WEB_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `https://${process.env.GCLOUD_PROJECT}.web.app`;
}
