import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, hintEntries } from './vite.compile-hints';

type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function chunk(fileName: string, isEntry: boolean, code: string, mappings: string): OutputChunk {
  return { type: 'chunk', fileName, isEntry, code, map: { mappings } } as unknown as OutputChunk;
}

function mapAsset(fileName: string, mappings: string): OutputAsset {
  return {
    type: 'asset',
    fileName,
    source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }),
  } as unknown as OutputAsset;
}

function bundleOf(): OutputBundle {
  return {
    'assets/index.js': chunk('assets/index.js', true, 'const a=1;\nrun(a);', 'AAAA;AACA'),
    'assets/index.js.map': mapAsset('assets/index.js.map', 'AAAA;AACA'),
    'assets/lazy.js': chunk('assets/lazy.js', false, 'export const b=2;', 'AAAA'),
    'assets/lazy.js.map': mapAsset('assets/lazy.js.map', 'AAAA'),
  };
}

const code = (bundle: OutputBundle, name: string) => (bundle[name] as OutputChunk).code;
const mappings = (bundle: OutputBundle, name: string) =>
  (JSON.parse(String((bundle[name] as OutputAsset).source)) as { mappings: string }).mappings;

describe('hintEntries', () => {
  it('puts the hint on the first line of the entry, and its source maps a line down', () => {
    const bundle = bundleOf();
    expect(hintEntries(bundle)).toEqual(['assets/index.js']);
    expect(code(bundle, 'assets/index.js')).toBe(`${COMPILE_HINT}\nconst a=1;\nrun(a);`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(mappings(bundle, 'assets/index.js.map')).toBe(';AAAA;AACA');
    expect((bundle['assets/index.js'] as OutputChunk).map?.mappings).toBe(';AAAA;AACA');
  });

  it('leaves lazy chunks and their maps as they are', () => {
    const bundle = bundleOf();
    hintEntries(bundle);
    expect(code(bundle, 'assets/lazy.js')).toBe('export const b=2;');
    expect(mappings(bundle, 'assets/lazy.js.map')).toBe('AAAA');
  });

  it('hints an entry once, however often it runs', () => {
    const bundle = bundleOf();
    hintEntries(bundle);
    expect(hintEntries(bundle)).toEqual([]);
    expect(code(bundle, 'assets/index.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(mappings(bundle, 'assets/index.js.map')).toBe(';AAAA;AACA');
  });
});
