import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { APP_DIRS, type AppName } from './measured-pages';

export const root = path.resolve(import.meta.dirname, '../..');

/** `<app>/dist`, or `<app>/dist-offset-<n>` under FUNDAX_PORT_OFFSET (what `npm run build` writes). */
export function appDist(app: AppName): string {
  const offset = Number(process.env.FUNDAX_PORT_OFFSET ?? 0);
  const dir = APP_DIRS[app];
  return path.join(root, offset === 0 ? `${dir}/dist` : `${dir}/dist-offset-${offset}`);
}

/**
 * Set by `npm run bench -- --no-build` (scripts/bench-all.mjs) for the benchmarks it runs: they
 * measure the apps as last built at the port offset, which need not be this commit's code (a
 * baseline built from another checkout), so nothing rebuilds them and their figures are not
 * filed under this commit in RESULTS.md.
 */
export const AS_BUILT_ENV = 'FUNDAX_BENCH_AS_BUILT';

/**
 * `npm run build` (rebuilds only what changed), so figures are always of the current code;
 * nothing under `--no-build` (AS_BUILT_ENV).
 */
export function buildApps(): void {
  if (process.env[AS_BUILT_ENV]) return;
  execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
