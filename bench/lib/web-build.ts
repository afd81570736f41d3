import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** web/dist, or web/dist-offset-<n> under FUNDAX_PORT_OFFSET (what `npm run build` writes). */
export function webDist(): string {
  const offset = Number(process.env.FUNDAX_PORT_OFFSET ?? 0);
  return path.join(root, offset === 0 ? 'web/dist' : `web/dist-offset-${offset}`);
}

/** `npm run build` (rebuilds only what changed), so figures are always of the current code. */
export async function buildWeb(): Promise<void> {
  execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return Promise.resolve();
}
