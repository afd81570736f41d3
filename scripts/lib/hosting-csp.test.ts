// The Content-Security-Policy of firebase.json (what a deploy serves), checked without a browser.
import { readFileSync } from 'node:fs';

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

  it('allow styles from the site only: no inline style or script', () => {
    for (const site of sites) {
      const policy = policyOf(site);
      expect(policy, site.target).toContain("style-src 'self';");
      expect(policy, site.target).not.toContain("'sha256-");
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
