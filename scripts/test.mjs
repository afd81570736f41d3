// `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
// typecheck and lint (side by side) -> unit tests (with coverage) -> build -> JavaScript
// budgets -> emulator suites (functions integration, security rules, hosting headers) and
// browser tests in real Chromium, each on its own emulator set -> the launcher test (npm start
// interrupted by Ctrl-C).
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { runEmulatorSuites } from './lib/emulator-suites.mjs';
import { bold, green, runMain, step } from './lib/log.mjs';
import { run } from './lib/run.mjs';

const timings = [];

/** Waits for every promise; rejects with the first failure once all have settled. */
async function allOrFirstFailure(promises) {
  const outcomes = await Promise.allSettled(promises);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

async function timed(name, fn) {
  step(name);
  const start = Date.now();
  await fn();
  timings.push([name, (Date.now() - start) / 1000]);
}

runMain(async () => {
  const start = Date.now();
  await timed('Dependencies', ensureDependencies);
  // Side by side: tsc and ESLint each use one core. Their output is held and printed when one
  // fails, so that the two do not interleave.
  await timed('Typecheck, lint and format (side by side)', () =>
    allOrFirstFailure([
      run('npm', ['run', 'typecheck', '--silent'], { quiet: true }),
      run('npm', ['run', 'lint', '--silent'], { quiet: true }),
    ]),
  );
  await timed('Unit tests (vitest, with coverage)', () =>
    run('npx', ['vitest', 'run', '--coverage']),
  );
  await timed('Build', () => buildAll());
  // Reads the build's manifest and chunks only (no timing): bench/budgets.json's enforced budgets.
  await timed('JavaScript budgets (first route, from the build)', () =>
    run('npx', ['tsx', 'scripts/check-bundle-budgets.ts']),
  );
  const chromium = await ensureChromium();
  await timed('Emulator suites and browser tests (each on its own emulator set)', async () => {
    await runEmulatorSuites({ CHROMIUM_PATH: chromium });
  });
  // Starts `npm start` itself (on the ports the suites just freed) and interrupts it.
  await timed('Launcher: Ctrl-C at points of npm start', () =>
    run('npx', ['vitest', 'run', '-c', 'vitest.launcher.config.ts']),
  );
  console.log(`\n${green('All checks passed')} in ${((Date.now() - start) / 1000).toFixed(0)} s`);
  for (const [name, seconds] of timings)
    console.log(`  ${bold(seconds.toFixed(1).padStart(6))} s  ${name}`);
});
