// `npm test`: every check, stopping at the first failing step with a non-zero exit. Build and
// first-route JavaScript budgets -> unit tests (with coverage), beside the launcher test (npm
// start interrupted by Ctrl-C) -> the functions, rules and hosting integration suites on their
// emulator set, beside typecheck and lint -> the browser tests in real Chromium on an emulator
// set of their own. The order puts CPU-bound work beside what mostly waits; docs/testing.md §1
// has the measurements behind it.
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { emulatorSuites, runEmulatorSuiteOrThrow } from './lib/emulator-suites.mjs';
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
  await timed('Build', () => buildAll());
  // Reads the build's manifest and chunks only (no timing): bench/budgets.json's enforced budgets.
  await timed('JavaScript budgets (first route, from the build)', () =>
    run('npx', ['tsx', 'scripts/check-bundle-budgets.ts']),
  );
  // The launcher test rebuilds (and interrupts the build of) the functions bundle that every
  // emulator set serves, and starts emulators of its own on the run's ports: it runs before any
  // other emulator set, beside the unit tests, which use neither (its output is printed only
  // when it fails). Side by side the two took 166 s, one after the other 198 s.
  await timed('Unit tests (vitest, with coverage), beside the launcher test', () =>
    allOrFirstFailure([
      run('npx', ['vitest', 'run', '--coverage']),
      run('npx', ['vitest', 'run', '-c', 'vitest.launcher.config.ts'], { quiet: true }),
    ]),
  );
  const chromium = await ensureChromium();
  const suites = emulatorSuites();
  // The integration suite uses about one core, most of its time waiting on its emulators;
  // tsc and ESLint fill the rest (each one core; their output is held and printed when one
  // fails, so the two do not interleave). They run at a lower priority: at the same one they
  // took the CPU while the suite's triggers waited for it, and the step took 489 s; niced, the
  // suite keeps its pace and they use the CPU it leaves (408 s).
  await timed('Integration suites, beside typecheck, lint and format', () =>
    allOrFirstFailure([
      runEmulatorSuiteOrThrow(suites.integration, { CHROMIUM_PATH: chromium }),
      run('nice', ['-n', '10', 'npm', 'run', 'typecheck', '--silent'], { quiet: true }),
      run('nice', ['-n', '10', 'npm', 'run', 'lint', '--silent'], { quiet: true }),
    ]),
  );
  await timed('Browser tests (on an emulator set of their own)', () =>
    runEmulatorSuiteOrThrow(suites.browser, { CHROMIUM_PATH: chromium }),
  );
  console.log(`\n${green('All checks passed')} in ${((Date.now() - start) / 1000).toFixed(0)} s`);
  for (const [name, seconds] of timings)
    console.log(`  ${bold(seconds.toFixed(1).padStart(6))} s  ${name}`);
});
