// The Content-Security-Policy of firebase.json (what a deploy serves), checked without a browser.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

interface Site {
  target: string;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

const sites = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Site[] }).hosting;

const policyOf = (site: Site) =>
  site.headers
    .filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

/**
 * The one inline style the apps need: React Aria's press handling adds a <style> element (touch
 * handling for double-tap zoom). The policy allows exactly that text by its hash, computed here
 * from the installed React Aria, so an upgrade that changes it fails this test, not the site.
 */
function reactAriaPressStyleHash(): string {
  const entry = createRequire(import.meta.url).resolve('react-aria');
  const packageDir = entry.slice(0, entry.lastIndexOf('/dist/') + 1);
  const file = `${packageDir}dist/private/interactions/usePress.js`;
  const source = readFileSync(file, 'utf8');
  const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
  if (!attribute || !template) throw new Error(`React Aria's press style not found in ${file}`);
  const text = template.replace(/\$\{[^}]+\}/g, attribute).trim();
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

describe('firebase.json security headers', () => {
  it('cover every site, on every path', () => {
    expect(sites.map((site) => site.target).sort()).toEqual(['admin', 'mobile', 'web']);
    for (const site of sites) {
      const keys = site.headers
        .filter((rule) => rule.source === '**')
        .flatMap((rule) => rule.headers.map((header) => header.key));
      expect(keys).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'X-Frame-Options',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
        ]),
      );
    }
  });

  it("allow React Aria's press style by its hash, and no other inline style or script", () => {
    const hash = reactAriaPressStyleHash();
    for (const site of sites) {
      const policy = policyOf(site);
      expect(policy, site.target).toContain(`style-src 'self' ${hash};`);
      expect(policy, site.target).not.toContain("'unsafe-inline'");
      expect(policy, site.target).not.toContain("'unsafe-eval'");
      expect(policy, site.target).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    }
  });

  it('let only the mobile app run a worker: its own service worker, from its own origin', () => {
    for (const site of sites) {
      const worker = /worker-src ([^;]+);/.exec(policyOf(site))?.[1];
      expect(worker, site.target).toBe(site.target === 'mobile' ? "'self'" : "'none'");
    }
  });
});
