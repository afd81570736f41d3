// The security headers each site sends, as the Hosting emulator serves them from the config
// (firebase.json, plus the emulator origins local builds call). Part of the emulator suites.
import { describe, expect, it } from 'vitest';

import { emulatorHosts } from '../support/emulator-hosts';

type Site = 'web' | 'admin' | 'mobile';

function siteUrl(site: Site, path: string): string {
  const raw = process.env.FUNDAX_APP_URLS;
  if (!raw) throw new Error('FUNDAX_APP_URLS is not set: run this through `npm test`.');
  return `${(JSON.parse(raw) as Record<Site, string>)[site]}${path}`;
}

/** A CSP as directive -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The first script the page loads from /assets (a built chunk). */
async function firstAsset(site: Site): Promise<string> {
  const html = await (await fetch(siteUrl(site, '/'))).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error(`${site} serves no built page: run \`npm run build\` first.`);
  return asset;
}

/** Pages of each site: its start, a deep route (served by the rewrite to index.html). */
const PAGES: Record<Site, string[]> = {
  web: ['/', '/portal/dashboard', '/login?from=/portal/fundz'],
  admin: ['/', '/auth/dashboard'],
  mobile: ['/'],
};

const SITES = Object.keys(PAGES) as Site[];

describe.each(SITES)('%s sends the security headers', (site) => {
  it('on every page and asset: no framing, no sniffing, a strict referrer, few features', async () => {
    for (const path of [...PAGES[site], await firstAsset(site)]) {
      const response = await fetch(siteUrl(site, path));
      expect(response.status, path).toBe(200);
      const headers = response.headers;
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const permissions = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) {
        expect(permissions, path).toContain(feature);
      }
      // Only the apps that offer "use my location" may ask for it.
      expect(permissions, path).toContain(
        site === 'admin' ? 'geolocation=()' : 'geolocation=(self)',
      );
      expect(headers.get('content-security-policy'), path).toBeTruthy();
    }
  });

  it('with a Content-Security-Policy that allows only what the app needs', async () => {
    const response = await fetch(siteUrl(site, '/'));
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // No inline or evaluated script, no script from anywhere but the site, Google's sign-in
    // helper (every app offers Google sign-in) and reCAPTCHA (App Check).
    const scripts = csp['script-src'] ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(scripts).toContain('https://apis.google.com');
    expect(csp['frame-src']).toContain('https://*.firebaseapp.com');
    // Only the installable mobile app runs a worker (its own offline service worker).
    expect(csp['worker-src']).toEqual([site === 'mobile' ? "'self'" : "'none'"]);
    // Only the site's own stylesheets: no inline style element or attribute.
    expect(csp['style-src']).toEqual(["'self'"]);
    // Firebase's own endpoints, and (only in this local config) the emulators.
    const hosts = emulatorHosts();
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://firebaseappcheck.googleapis.com',
        'https://*.cloudfunctions.net',
        `http://${hosts.auth}`,
        `http://${hosts.firestore}`,
        `http://${hosts.functions}`,
      ]),
    );
    // The apps that upload files PUT them to a signed Cloud Storage URL; local builds serve
    // uploaded pictures from the Functions emulator.
    expect((csp['connect-src'] ?? []).includes('https://storage.googleapis.com')).toBe(
      site !== 'mobile',
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", `http://${hosts.functions}`]));
    for (const source of [...(csp['connect-src'] ?? []), ...scripts]) {
      expect(source).not.toBe('*');
      expect(source).not.toBe('https:');
    }
  });

  it('keeps built assets cacheable for a year', async () => {
    const response = await fetch(siteUrl(site, await firstAsset(site)));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
