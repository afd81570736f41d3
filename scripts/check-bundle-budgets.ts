// The JavaScript budgets in `npm test`, after the build: each budgeted route's first-load
// JavaScript (gzip -9 of the entry and the route's lazy chunks with their static imports, from
// the build's Vite manifest) against its enforced budget in bench/budgets.json, and zod and the
// Firebase SDK in each app's entry. It reads files only and times nothing; the browser-measured
// figures and Lighthouse timings stay in `npm run bench` (docs/performance.md).
import { appDist } from '../bench/lib/app-build';
import { checkBundleBudgets } from '../bench/lib/bundle-budgets';
import { SetupError, runMain } from './lib/log.mjs';

runMain(async () => {
  const { lines, failures } = checkBundleBudgets(appDist);
  for (const line of lines) console.log(`    ${line}`);
  if (failures.length > 0) {
    throw new SetupError(
      `${failures.length} JavaScript budget${failures.length === 1 ? '' : 's'} exceeded:\n` +
        failures.map((failure) => `  - ${failure}`).join('\n') +
        '\nMake the route load less up front (a lazy import where the code is first needed), or, if the ' +
        'growth is deliberate, raise its enforced budget in bench/budgets.json and say why in the commit.',
    );
  }
  await Promise.resolve();
});
