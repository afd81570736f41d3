// Checks that what the code and the docs cite exists: a file cites `docs/<name>.md`, optionally
// with sections (`§4`, `§4.4, §6`) or an anchor (`#4-states-and-transitions`); Markdown files
// link to each other (`[text](backend.md#6-indexes)`) and name sections (`product.md §7.2`).
// Documents that are not in the repository (the retired product spec, design and style notes)
// must not be cited at all. Pure functions over text; the test walks the repository.
import path from 'node:path';

/** The headings of one Markdown document, as citations can name them. */
export interface DocOutline {
  /** Numbered headings: "## 4. States" gives "4", "### 4.4 Payment" gives "4.4". */
  sections: ReadonlySet<string>;
  /** GitHub's anchors for every heading (with -1, -2 for repeats) and explicit `<a id>`s. */
  anchors: ReadonlySet<string>;
}

export interface Problem {
  /** Where, as `path:line`. */
  at: string;
  message: string;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function outlineOf(markdown: string): DocOutline {
  const sections = new Set<string>();
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!;
    const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(text);
    if (number) sections.add(number[1]!);
    const slug = slugOf(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return { sections, anchors };
}

/** One citation of a document: which file, and the sections or the anchor it names. */
export interface Citation {
  line: number;
  /** As written, relative to the repository root (code) or to the citing file (Markdown). */
  target: string;
  sections: string[];
  anchor: string | null;
}

const SECTION_LIST = String.raw`§\d+(?:\.\d+)*(?:(?:,\s*| and | or | to |, and )§\d+(?:\.\d+)*)*`;

/** `docs/<name>.md` citations in source code (comments, strings). */
export function codeCitations(text: string): Citation[] {
  const pattern = new RegExp(
    String.raw`\bdocs/([\w./-]+?\.md)(?:#([\w-]+)|\s+(${SECTION_LIST}))?`,
    'g',
  );
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(pattern)].map((match) => ({
      line: i + 1,
      target: `docs/${match[1]!}`,
      sections: sectionsIn(match[3]),
      anchor: match[2] ?? null,
    })),
  );
}

/**
 * In Markdown: relative links (`[text](file.md#anchor)`, `[text](#anchor)`) and sections named
 * after a document (`product.md §7.2`, `[product.md](product.md) §4`). Links to web addresses
 * are not checked.
 */
export function markdownCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
      const [file = '', anchor] = link.split('#');
      citations.push({ line: i + 1, target: file, sections: [], anchor: anchor ?? null });
    }
    const linked = [...prose.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
    const named = new RegExp(String.raw`([\w./-]+\.md)(?:\]\([^)]*\))?\s+(${SECTION_LIST})`, 'g');
    for (const match of prose.matchAll(named)) {
      // "[web.md §6](../docs/web.md#6-performance)": the name is the link's file.
      const name = match[1]!;
      const target = linked.find((link) => path.posix.basename(link) === path.posix.basename(name));
      citations.push({
        line: i + 1,
        target: target ?? name,
        sections: sectionsIn(match[2]),
        anchor: null,
      });
    }
  });
  return citations;
}

function sectionsIn(list: string | undefined): string[] {
  return list ? [...list.matchAll(/§(\d+(?:\.\d+)*)/g)].map((match) => match[1]!) : [];
}

/**
 * Names of documents that are not in the repository, as code used to cite them. Built from parts
 * so that this file does not cite them itself.
 */
const RETIRED = ['spec', 'design', 'style'].map((name) => name.toUpperCase());
const RETIRED_PATTERN = new RegExp(String.raw`\b(?:${RETIRED.join('|')})(?:\.md)?\b(?!_)`, 'g');

/** Lines that cite a retired document (identifiers such as SPEC_PATHS are not citations). */
export function retiredCitations(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(RETIRED_PATTERN)].map(() => ({ line: i + 1, text: line.trim() })),
    );
}

/** What the checks need to know of the repository (paths relative to its root). */
export interface Repository {
  /** The outline of a Markdown file, or null when there is no such file. */
  outline(rel: string): DocOutline | null;
  /** Whether any file or folder exists at the path (links to code and folders). */
  exists(rel: string): boolean;
}

/** Every problem with the citations of one file; `file` is relative to the repository root. */
export function checkFile(file: string, text: string, repo: Repository): Problem[] {
  const isMarkdown = file.endsWith('.md');
  const problems: Problem[] = retiredCitations(text).map(({ line, text: quoted }) => ({
    at: `${file}:${line}`,
    message: `cites a document that is not in the repository: "${quoted}"`,
  }));
  const citations = isMarkdown ? markdownCitations(text) : codeCitations(text);
  for (const citation of citations) {
    const at = `${file}:${citation.line}`;
    const rel = !isMarkdown
      ? citation.target
      : citation.target === ''
        ? file
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), citation.target));
    if (!rel.endsWith('.md')) {
      // A link to source code or a folder: it must exist, and has no sections.
      if (!repo.exists(rel)) problems.push({ at, message: `${rel} does not exist` });
      continue;
    }
    const doc = repo.outline(rel);
    if (!doc) {
      problems.push({ at, message: `${rel} does not exist` });
      continue;
    }
    for (const section of citation.sections) {
      if (!doc.sections.has(section)) {
        problems.push({ at, message: `${rel} has no section §${section}` });
      }
    }
    if (citation.anchor !== null && !doc.anchors.has(citation.anchor)) {
      problems.push({ at, message: `${rel} has no heading #${citation.anchor}` });
    }
  }
  return problems;
}
