// `--compare=<git revision>`: the nearby planner as it was at that revision, run in the same
// process as today's, so that a refactor can show the same answers and the same reads search by
// search in one run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { searchNearby } from '@fundax/core';

/** What the benchmark runs of an earlier `@fundax/core`. */
export interface EarlierCore {
  /** The revision's short commit id. */
  label: string;
  searchNearby: typeof searchNearby;
}

const repoRoot = () =>
  execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: import.meta.dirname })
    .toString()
    .trim();

/**
 * `packages/core` as committed at `revision`, extracted to a temporary directory (removed when
 * the process exits) that resolves its dependencies from today's node_modules, and imported.
 */
export async function coreAtRevision(revision: string): Promise<EarlierCore> {
  const root = repoRoot();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root });
  const label = git('rev-parse', '--short', '--verify', `${revision}^{commit}`)
    .toString()
    .trim();
  const dir = mkdtempSync(path.join(tmpdir(), `fundax-core-${label}-`));
  const modules = path.join(dir, 'node_modules');
  process.on('exit', () => {
    rmSync(modules, { force: true }); // the link, not today's node_modules
    rmSync(dir, { recursive: true, force: true });
  });
  execFileSync('tar', ['-x', '-C', dir], { input: git('archive', label, 'packages/core') });
  symlinkSync(path.join(root, 'node_modules'), modules);
  const entry = pathToFileURL(path.join(dir, 'packages/core/src/index.ts')).href;
  const core = (await import(entry)) as { searchNearby?: typeof searchNearby };
  if (!core.searchNearby) throw new Error(`@fundax/core at ${label} has no searchNearby`);
  return { label, searchNearby: core.searchNearby };
}
