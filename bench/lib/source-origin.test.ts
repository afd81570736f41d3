import { describe, expect, it } from 'vitest';

import { moduleOf, packageLabeler, packageOf, sourceLookup } from './source-origin';

describe('the source of a generated position', () => {
  // Line 0: columns 0-9 from a.ts, 10 on from b.ts; line 1: column 0 unmapped, 4 on from a.ts
  // (source deltas carry over from line to line).
  const lookup = sourceLookup({ sources: ['a.ts', 'b.ts'], mappings: 'AAAA,UCAA;A,IDAA' });

  it('takes the last segment at or before the column', () => {
    expect(lookup(0, 0)).toBe('a.ts');
    expect(lookup(0, 9)).toBe('a.ts');
    expect(lookup(0, 10)).toBe('b.ts');
    expect(lookup(0, 500)).toBe('b.ts');
    expect(lookup(1, 4)).toBe('a.ts');
  });

  it('says null where nothing is mapped', () => {
    expect(lookup(1, 2)).toBeNull();
    expect(lookup(7, 0)).toBeNull();
  });
});

describe('the package of a source', () => {
  it.each([
    ['../../../node_modules/react-router/dist/production/chunk-X.mjs', 'react-router'],
    ['../../../node_modules/@firebase/firestore/dist/index.esm.js', '@firebase/firestore'],
    ['../../../node_modules/a/node_modules/b/index.js', 'b'],
    ['../../../packages/client/src/app/link.tsx', '@fundax/client'],
    ['../../src/app/router.tsx', 'app'],
  ])('%s: %s', (source, name) => {
    expect(packageOf(source)).toBe(name);
  });
});

describe('the module of a source', () => {
  // As the web app's maps name them, from web/dist/assets.
  const mapDir = '/repo/web/dist/assets';
  it.each([
    ['../../../node_modules/@firebase/firestore/dist/index.esm.js', '@firebase/firestore'],
    ['../../../packages/client/src/queries/converters.ts', 'client/src/queries/converters.ts'],
    ['../../../packages/core/src/format/money.ts', 'core/src/format/money.ts'],
    ['../../src/app/routes/portal-dashboard.tsx', 'web/src/app/routes/portal-dashboard.tsx'],
  ])('%s: %s', (source, name) => {
    expect(moduleOf(source, mapDir, '/repo')).toBe(name);
  });
});

describe('labelling a profile by package', () => {
  const label = packageLabeler('/nonexistent-dist');

  it("keeps the browser's own work and Chromium's named scripts as they are", () => {
    expect(label({ functionName: '(program)', url: '' })).toBe('(program)');
    // Chromium's built-in scripts have a name for a URL; the profile must not stop there.
    expect(label({ functionName: 'chrome.loadTimes', url: 'v8/LoadTimes' })).toBe('LoadTimes');
  });

  it('names a script with no source map by its file', () => {
    expect(label({ functionName: 'x', url: 'http://127.0.0.1:5000/assets/kit-DpZl7uB.js' })).toBe(
      'kit.js',
    );
  });
});
