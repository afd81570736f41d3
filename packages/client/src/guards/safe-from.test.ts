import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safeFrom } from './safe-from';

describe('safeFrom refuses every way back to another site', () => {
  it.each([
    // Dot segments that normalise into "//host".
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/%2e%2e//evil.example',
    '/././/evil.example/portal',
    '/portal/../..//evil.example',
    // Slashes and backslashes, plain or encoded.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/.%2f/evil.example',
    // Tabs, line breaks and other control characters, which the URL parser drops or keeps.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/portal\u0000',
    '/portal\u007f',
    // Schemes and hosts.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /portal',
    'https://evil.example/portal',
    'http:/evil.example',
    'evil.example',
    'data:text/html,hi',
    // Percent signs no router can decode (found by the property below: "/%").
    '/%',
    '/portal/%e0%a4',
    // The sign-in page itself would loop.
    '/login',
    '/./login?from=/login',
  ])('refuses %j', (from) => {
    expect(safeFrom(from)).toBeNull();
  });

  it.each([
    ['/portal/events/e1?tab=details#top', '/portal/events/e1?tab=details#top'],
    ['/portal/./events', '/portal/events'],
    ['/portal/events/../fundz', '/portal/fundz'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
    ['/event/abc?back=//evil.example', '/event/abc?back=//evil.example'],
  ])('keeps the same-site path %j as %j', (from, expected) => {
    expect(safeFrom(from)).toBe(expected);
  });

  it('only ever answers a path that stays on this site, whatever it is given', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%5c',
      '%09',
      '\t',
      '\n',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'portal',
      'javascript:',
    );
    const hostile = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (from) => {
        const path = safeFrom(from);
        if (path === null) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        // Resolved from any page of any site, it stays on that site...
        for (const base of ['https://fundax.example/', 'https://fundax.example/a/b/c']) {
          expect(new URL(path, base).origin).toBe('https://fundax.example');
        }
        // ...also once a router decodes it, and it is already in its final form.
        expect(decodeURIComponent(new URL(path, 'https://x.example').pathname)).not.toMatch(
          /^[/\\]{2}/,
        );
        expect(safeFrom(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});
