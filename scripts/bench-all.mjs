// `npm run bench`: runs every bench/*.bench.ts (or the ones named, e.g. `npm run bench -- bundle`)
// and prints their figures; `--flags` are passed on to each (e.g. --runs=1, --pages=web-home).
// The bundle and Lighthouse benchmarks measure the apps as the Hosting emulator serves them and
// sign in against the Auth emulator: unless the emulators are already up (FUNDAX_APP_URLS, as
// inside `node scripts/emulators-exec.mjs`), this builds the apps, starts the emulators, seeds
// the demo data and runs those benchmarks inside, then stops the emulators.
// `--no-build` serves the apps as last built at the port offset instead (a baseline built from
// another checkout, for a before-and-after in one place); figures measured so are not appended to
// bench/RESULTS.md, which files them under this commit.
// Every benchmark runs even if one fails; the exit code says whether any did.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { APP_DIRS, buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { appDistDir } from './lib/emulator-config.mjs';
import { firebaseArgs, prepareEmulators, spawnFirebase } from './lib/emulators.mjs';
import { SetupError, runMain, step } from './lib/log.mjs';
import { root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

/** Benchmarks that load the served apps in a browser (see the file comments in bench/). */
const SERVED = new Set(['bundle.bench.ts', 'lighthouse.bench.ts', 'main-thread.bench.ts']);
/** Benchmarks that drive Chromium on pages of their own, with no emulator. */
const IN_BROWSER = new Set(['intl-warm-up.bench.ts']);

const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

runMain(async () => {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  const asBuilt = args.includes('--no-build');
  const flags = args.filter((arg) => arg.startsWith('--') && arg !== '--no-build');
  const benches = readdirSync(path.join(root, 'bench'))
    .filter((name) => name.endsWith('.bench.ts'))
    .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)));
  if (benches.length === 0)
    throw new SetupError(`No benchmark in bench/ matches ${only.join(', ')}.`);
  const failed = [];
  const runBench = async (bench) => {
    step(`bench/${bench}`);
    const env = IN_BROWSER.has(bench)
      ? { ...process.env, CHROMIUM_PATH: await ensureChromium() }
      : process.env;
    await run('npx', ['tsx', path.join('bench', bench), ...flags], { env }).catch(() =>
      failed.push(bench),
    );
  };

  const served = benches.filter((name) => SERVED.has(name));
  const serveNow = served.length > 0 && !process.env.FUNDAX_APP_URLS;
  for (const bench of benches.filter((name) => !serveNow || !SERVED.has(name)))
    await runBench(bench);
  if (serveNow) {
    if (asBuilt) assertBuilt();
    else await buildAll();
    const chromium = await ensureChromium();
    const { config, env } = await prepareEmulators();
    step(`Emulators up, demo data seeded: ${served.join(', ')}`);
    const inner = [
      'node scripts/seed-run.mjs',
      `node scripts/bench-all.mjs ${[...served, ...flags].map(quote).join(' ')}`,
    ];
    const code = await spawnFirebase(firebaseArgs(config, 'emulators:exec', [inner.join(' && ')]), {
      ...env,
      CHROMIUM_PATH: chromium,
      ...(asBuilt ? { FUNDAX_BENCH_AS_BUILT: '1' } : {}),
    });
    if (code !== 0) failed.push(...served);
  }
  if (failed.length > 0) throw new SetupError(`Failed: ${failed.join(', ')}.`);
});

/** `--no-build`: the apps and functions must have been built at this port offset already. */
function assertBuilt() {
  const missing = [
    ...APP_DIRS.map((app) => `${appDistDir(`${app}/dist`)}/index.html`),
    'functions/lib',
  ].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new SetupError(
      `--no-build measures the apps as built, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: build them first (npm run build, with the same FUNDAX_PORT_OFFSET).`,
    );
  }
  step('Measuring the apps as last built (--no-build)');
}
