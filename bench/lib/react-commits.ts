/**
 * What React rendered in each commit of a page load, recorded inside the page: the main-thread
 * benchmark's `--commits` view. A long task after the data arrives is mostly React rendering
 * again what the data changed, and what else rendered with it; this says, per commit, how many
 * components rendered and which ones started it (rendered while the component above them did
 * not: their own state, a store subscription or a context changed), named from the build's
 * source maps. Counting costs the page some time, so such a run's timings are not appended.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { packageOf } from './source-origin';
import { type SegmentStart, type SourceMapV3, segmentStarts } from './source-map-bytes';

/** A component as the page saw it: its (minified) name and the start of its code. */
export interface SeenComponent {
  name: string;
  code: string;
}

/** One commit as the page records it. */
export interface RecordedCommit {
  /** When it committed, in ms from navigation start. */
  at: number;
  /** How many components rendered for it. */
  rendered: number;
  /** The components it started from, one entry per instance. */
  origins: SeenComponent[];
}

/** The global the recorder keeps the load's commits in. */
export const COMMITS_GLOBAL = 'fundaxReactCommits';

/**
 * An init script that stands in for React DevTools' global hook, which React calls after each
 * commit with the root. A fiber rendered in this commit when its parent's children were made
 * anew (a subtree React skipped keeps the last commit's fibers, flags and all) and it has
 * React's PerformedWork flag (1). Plain ES5 text: a function passed to the browser would carry
 * the TypeScript runner's helpers with it.
 */
export const COMMIT_RECORDER = `(() => {
  var commits = [];
  window.${COMMITS_GLOBAL} = commits;
  function seen(type) {
    return { name: type.displayName || type.name || '', code: Function.prototype.toString.call(type).slice(0, 80) };
  }
  function walk(fiber, aboveRendered, out) {
    for (var f = fiber; f; f = f.sibling) {
      var component = typeof f.type === 'function';
      var rendered = component && (f.flags & 1) === 1;
      if (rendered) {
        out.rendered += 1;
        if (!aboveRendered && f.alternate) out.origins.push(seen(f.type));
      }
      var remade = !f.alternate || f.child !== f.alternate.child;
      if (remade) walk(f.child, component ? rendered : aboveRendered, out);
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function () { return 1; },
    checkDCE: function () {},
    onScheduleFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    onCommitFiberRoot: function (id, root) {
      var out = { at: performance.now(), rendered: 0, origins: [] };
      walk(root.current.child, false, out);
      commits.push(out);
    },
  };
})();`;

/** A load's commits and the components rendered over all of them. */
export function commitTotals(commits: RecordedCommit[]): { commits: number; rendered: number } {
  return {
    commits: commits.length,
    rendered: commits.reduce((sum, commit) => sum + commit.rendered, 0),
  };
}

/** "PortalNav, Link ×11": each label once, with its count when above one, most first. */
export function countedLabels(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => (count > 1 ? `${label} ×${count}` : label))
    .join(', ');
}

/** A built chunk's code, by line, and its mapping segments. */
interface MappedChunk {
  lines: string[];
  segments: SegmentStart[][];
}

/**
 * Names components as their source does, from the build in `dist` that served them: finds the
 * component's code in the built chunks and reads the original name its source map gives the
 * function's name ("PartnerDashboard", not "$"), with the file it is in. A component found
 * nowhere (or mapped to no name) keeps what the page saw.
 */
export function componentNamer(dist: string): (component: SeenComponent) => string {
  const assets = path.join(dist, 'assets');
  const chunks = new Map<string, MappedChunk>();
  const chunk = (file: string): MappedChunk => {
    let mapped = chunks.get(file);
    if (!mapped) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      const map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as SourceMapV3;
      mapped = { lines: code.split('\n'), segments: segmentStarts(map) };
      chunks.set(file, mapped);
    }
    return mapped;
  };
  // Only chunks with a map (a virtual module's chunk may have none: nothing to name from).
  const files = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && existsSync(path.join(assets, `${file}.map`)),
  );
  const names = new Map<string, string>();
  return (component) => {
    const key = `${component.name}\n${component.code}`;
    const known = names.get(key);
    if (known) return known;
    const label = locate(component) ?? (component.name || '(anonymous)');
    names.set(key, label);
    return label;
  };

  function locate({ code }: SeenComponent): string | null {
    if (!code) return null;
    for (const file of files) {
      const mapped = chunk(file);
      for (let line = 0; line < mapped.lines.length; line += 1) {
        const column = mapped.lines[line]!.indexOf(code);
        if (column === -1) continue;
        const segments = mapped.segments[line] ?? [];
        // `function Name(`: the name's own segment carries the original identifier.
        const nameColumn = code.startsWith('function ') ? column + 'function '.length : -1;
        const named = segments.find((segment) => segment.column === nameColumn)?.name;
        const source = segments.filter((segment) => segment.column <= column).at(-1)?.source;
        const where = source ? sourceLabel(source) : file;
        return named ? `${named} (${where})` : where;
      }
    }
    return null;
  }
}

/** A source as short as it stays clear: a package by name, our own files by file name. */
function sourceLabel(source: string): string {
  const owner = packageOf(source);
  if (owner !== 'app' && !owner.startsWith('@fundax/')) return owner;
  return path.basename(source.replaceAll('\\', '/'));
}
