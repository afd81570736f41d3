// Every document and section the code and the docs cite exists, no file cites a document that is
// not in the repository, and every callable and collection is documented.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { callables, collections } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import {
  type DocOutline,
  type Repository,
  checkFile,
  codeCitations,
  markdownCitations,
  outlineOf,
  retiredCitations,
  slugOf,
} from './doc-citations';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Files that can carry a citation: source, styles, rules, config, HTML and Markdown. */
const SCANNED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|rules|json|html|md)$/;
/** Generated, installed or git-ignored trees, and the lock file. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'coverage',
  '.emulators',
  '.emulator-data',
  '.fundax',
  '.firebase',
  'functions/lib',
  'e2e/artifacts',
  'bench/results',
  'package-lock.json',
]);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (
      SKIPPED.has(entry.name) ||
      SKIPPED.has(rel) ||
      entry.name.startsWith('dist-offset-') ||
      // The emulators' exports: the launcher test, beside this one in `npm test`, may be
      // writing or removing one.
      entry.name.startsWith('firebase-export-')
    ) {
      return [];
    }
    if (entry.isDirectory()) return filesUnder(rel);
    return SCANNED.test(entry.name) ? [rel] : [];
  });
}

const outlines = new Map<string, DocOutline | null>();
const repository: Repository = {
  outline(rel) {
    if (!outlines.has(rel)) {
      const full = path.join(ROOT, rel);
      outlines.set(rel, existsSync(full) ? outlineOf(readFileSync(full, 'utf8')) : null);
    }
    return outlines.get(rel) ?? null;
  },
  exists: (rel) => existsSync(path.join(ROOT, rel)),
};

/** An in-memory repository for the checker's own tests. */
function fakeRepository(docs: Record<string, string>, others: string[] = []): Repository {
  return {
    outline: (rel) => (rel in docs ? outlineOf(docs[rel]!) : null),
    exists: (rel) => rel in docs || others.includes(rel),
  };
}

// Built from parts, so that the repository scan below does not read these examples as citations.
const doc = (name: string) => ['docs', name].join('/');
const retired = (name: string) => [name.toUpperCase(), 'md'].join('.');

const PRODUCT = [
  '# Product',
  '## 4. States and transitions',
  '### 4.4 Payment',
  '## 8. Error catalogue',
  '```',
  '## 9. Not a heading inside a fence',
  '```',
  '<a id="kept-anchor"></a>',
  '## Notes',
  '## Notes',
].join('\n');

describe('the citation checker', () => {
  it('reads numbered sections and GitHub anchors from headings', () => {
    const outline = outlineOf(PRODUCT);
    expect([...outline.sections].sort()).toEqual(['4', '4.4', '8']);
    expect(outline.anchors).toContain('4-states-and-transitions');
    expect(outline.anchors).toContain('44-payment');
    expect(outline.anchors).toContain('notes-1');
    expect(outline.anchors).toContain('kept-anchor');
    expect(slugOf('3. The reads, in `packages/client`')).toBe('3-the-reads-in-packagesclient');
  });

  it('finds code citations with sections, lists and anchors', () => {
    const text = [
      `// ${doc('product.md')} §4.4: awaiting payment`,
      `/** (${doc('product.md')} §2.5, §4.8, §6.3) */`,
      `// see ${doc('deploy.md')}#3-the-first-admin, or ${doc('testing.md')}`,
    ].join('\n');
    expect(codeCitations(text)).toEqual([
      { line: 1, target: doc('product.md'), sections: ['4.4'], anchor: null },
      { line: 2, target: doc('product.md'), sections: ['2.5', '4.8', '6.3'], anchor: null },
      { line: 3, target: doc('deploy.md'), sections: [], anchor: '3-the-first-admin' },
      { line: 3, target: doc('testing.md'), sections: [], anchor: null },
    ]);
  });

  it('finds Markdown links and sections named after a linked document', () => {
    const text = '[web.md §6](../docs/web.md#6-performance) and [product.md](product.md) §4, §8';
    expect(markdownCitations(text)).toEqual([
      { line: 1, target: '../docs/web.md', sections: [], anchor: '6-performance' },
      { line: 1, target: 'product.md', sections: [], anchor: null },
      { line: 1, target: '../docs/web.md', sections: ['6'], anchor: null },
      { line: 1, target: 'product.md', sections: ['4', '8'], anchor: null },
    ]);
  });

  it('accepts citations of documents and sections that exist', () => {
    const repo = fakeRepository({ [doc('product.md')]: PRODUCT });
    const code = `// ${doc('product.md')} §4, §4.4 and ${doc('product.md')}#44-payment`;
    expect(checkFile('web/src/a.ts', code, repo)).toEqual([]);
    const markdown = '[payment](product.md#44-payment), [product.md](product.md) §8';
    expect(checkFile(doc('backend.md'), markdown, repo)).toEqual([]);
  });

  it('reports a missing document, section or anchor, and where', () => {
    const repo = fakeRepository({ [doc('product.md')]: PRODUCT });
    const code = [
      `// ${doc('product.md')} §4.9`,
      `// ${doc('nowhere.md')}`,
      `// ${doc('product.md')}#no-such-heading`,
      `// ${doc('product.md')} §9 (only inside a code fence)`,
    ].join('\n');
    expect(checkFile('web/src/a.ts', code, repo)).toEqual([
      { at: 'web/src/a.ts:1', message: `${doc('product.md')} has no section §4.9` },
      { at: 'web/src/a.ts:2', message: `${doc('nowhere.md')} does not exist` },
      { at: 'web/src/a.ts:3', message: `${doc('product.md')} has no heading #no-such-heading` },
      { at: 'web/src/a.ts:4', message: `${doc('product.md')} has no section §9` },
    ]);
  });

  it('reports broken Markdown links, to documents and to code', () => {
    const repo = fakeRepository({ [doc('product.md')]: PRODUCT }, ['functions/src']);
    const markdown = [
      '[gone](gone.md), [bad anchor](product.md#payments), [code](../functions/src)',
      '[missing code](../functions/src/nope.ts), [own](#notes), [web](https://example.com)',
    ].join('\n');
    expect(checkFile(doc('product.md'), markdown, repo)).toEqual([
      { at: `${doc('product.md')}:1`, message: `${doc('gone.md')} does not exist` },
      { at: `${doc('product.md')}:1`, message: `${doc('product.md')} has no heading #payments` },
      { at: `${doc('product.md')}:2`, message: 'functions/src/nope.ts does not exist' },
    ]);
  });

  it('flags citations of documents that are not in the repository, not identifiers', () => {
    const text = [
      `// Guards the portal (${retired('spec')} §4).`,
      `// the layering of ${retired('design')}`,
      `// Not among ${'spec'.toUpperCase()}'s console routes`,
      'const SPEC_PUBLIC_PATHS = []; const SPECIFIC_CODES = new Set();',
    ].join('\n');
    expect(retiredCitations(text).map((hit) => hit.line)).toEqual([1, 2, 3]);
  });
});

describe('the repository', () => {
  const files = filesUnder('');

  it('scans the source and the docs', () => {
    expect(files).toContain('firestore.rules');
    expect(files).toContain('packages/core/src/constants.ts');
    expect(files).toContain(doc('product.md'));
    expect(files.some((file) => file.startsWith('node_modules/'))).toBe(false);
  });

  it('cites only documents and sections that exist', () => {
    const problems = files.flatMap((file) =>
      checkFile(file, readFileSync(path.join(ROOT, file), 'utf8'), repository),
    );
    expect(problems.map(({ at, message }) => `${at}: ${message}`)).toEqual([]);
  });

  it('documents every callable and every collection in docs/', () => {
    const docs = files
      .filter((file) => file.startsWith('docs/') && file.endsWith('.md'))
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n');
    const undocumented = [...Object.keys(callables), ...Object.keys(collections)].filter(
      (name) => !docs.includes(`\`${name}\``),
    );
    expect(undocumented).toEqual([]);
  });
});
