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

/** `npm run build` (rebuilds only what changed), so figures are always of the current code. */
export function buildApps(): void {
  execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
