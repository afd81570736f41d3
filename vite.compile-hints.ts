// V8's explicit compile hint on each app's entry chunk (docs/performance.md, "The dashboards'
// main thread").
//
// V8 compiles a function lazily, on the main thread, the first time it is called, after a
// light pre-parse of the whole file to find where each function ends. Nearly all of an entry
// runs as a page loads (React's renderer, the router, the store, the session), so in a signed-in
// page's entry task most of that compiling happens on the main thread, at the worst moment.
// A file whose first line is `//# allFunctionsCalledOnLoad` (Chrome 136 and later) is compiled
// whole, eagerly, on a background thread while it streams in. Other browsers read a comment.
// Only entries: lazy chunks (the Firebase SDK, the schemas) hold much code that a page never
// calls, which would be compiled for nothing, and hinting them, even only the chunks of our own
// code, made the dashboards' Lighthouse TBT higher (docs/performance.md, "Measured and left
// out": the compile hint on lazy chunks too).
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint on the first line of every entry chunk, and shifts its source map by a line. */
export function hintEntries(bundle: OutputBundle): string[] {
  const hinted: string[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // The map's first line is now the hint's, which maps to nothing.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${chunk.fileName}.map`];
    if (mapFile?.type === 'asset') {
      const map = JSON.parse(String(mapFile.source)) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
    hinted.push(chunk.fileName);
  }
  return hinted;
}

export const compileHints: Plugin = {
  name: 'fundax:compile-hints',
  apply: 'build',
  // After Vite's own rewriting of the chunks, which puts its list of the lazy chunks' files
  // (`__vite__mapDeps`) on their first line: the hint must come before it.
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      hintEntries(bundle);
    },
  },
};
