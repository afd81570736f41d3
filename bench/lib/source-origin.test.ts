import { describe, expect, it } from 'vitest';

import { packageOf, sourceLookup } from './source-origin';

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
