// `npm run bench`: runs every bench/*.bench.ts (or the ones named) and prints their figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { runMain, step } from './lib/log.mjs';
import { root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

runMain(async () => {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const benches = readdirSync(path.join(root, 'bench'))
    .filter((name) => name.endsWith('.bench.ts'))
    .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)));
  for (const bench of benches) {
    step(`bench/${bench}`);
    await run('npx', [
      'tsx',
      path.join('bench', bench),
      ...process.argv.slice(2).filter((arg) => arg.startsWith('--')),
    ]);
  }
});
