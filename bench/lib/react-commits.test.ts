import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { commitTotals, componentNamer, countedLabels } from './react-commits';
import { segmentStarts } from './source-map-bytes';

// A built chunk of two minified components, as a build writes it: `$` is PartnerDashboard in the
// app's source, `q` is matchRoutes in React Router. Segments: column 0 (the app's file), 9 (`$`,
// named), 22 (React Router's file), 31 (`q`, named).
const CODE = 'function $(){return 1}function q(){return 2}';
const MAP = {
  version: 3,
  sources: ['../../src/app/routes/dash.tsx', '../../../node_modules/react-router/dist/x.mjs'],
  names: ['PartnerDashboard', 'matchRoutes'],
  mappings: 'AAAA,SAASA,aCAT,SAASC',
};

const dist = mkdtempSync(path.join(tmpdir(), 'react-commits-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-abc.js'), CODE);
writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), JSON.stringify(MAP));
// A chunk without a map holding the same code: nothing to name from, so it is passed over.
writeFileSync(path.join(dist, 'assets', 'a-virtual.js'), CODE);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('mapping segments', () => {
  it('carry the original name a segment maps, and null where it names none', () => {
    const [line] = segmentStarts(MAP);
    expect(line?.map((segment) => [segment.column, segment.name])).toEqual([
      [0, null],
      [9, 'PartnerDashboard'],
      [22, null],
      [31, 'matchRoutes'],
    ]);
  });
});

describe('naming the components a page saw', () => {
  const name = componentNamer(dist);

  it('gives a minified function its source name and where it is', () => {
    expect(name({ name: '$', code: 'function $(){return 1}' })).toBe(
      'PartnerDashboard (dash.tsx)',
    );
    expect(name({ name: 'q', code: 'function q(){return 2}' })).toBe(
      'matchRoutes (react-router)',
    );
  });

  it('keeps what the page saw for code no mapped chunk holds', () => {
    expect(name({ name: 'x', code: '()=>0' })).toBe('x');
    expect(name({ name: '', code: '' })).toBe('(anonymous)');
  });
});

describe('commit figures', () => {
  it('count the commits and the components rendered over them', () => {
    expect(
      commitTotals([
        { at: 10, rendered: 91, origins: [] },
        { at: 20, rendered: 57, origins: [{ name: '$', code: '' }] },
      ]),
    ).toEqual({ commits: 2, rendered: 148 });
  });

  it('list each starting component once, with its count, most first', () => {
    expect(countedLabels(['PortalShell', 'Link', 'Link', 'Page', 'Link'])).toBe(
      'Link ×3, PortalShell, Page',
    );
    expect(countedLabels([])).toBe('');
  });
});
