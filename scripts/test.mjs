// `npm test`: every check, stopping at the first failing step with a non-zero exit (typecheck
// and lint, which run beside the emulator suites, report after them). Build and first-route
// JavaScript budgets -> unit tests (with coverage), beside the launcher test (npm
// start interrupted by Ctrl-C) -> the functions, rules and hosting integration suites on their
// emulator set, with typecheck and lint started beside them -> the browser tests in real Chromium
// on an emulator set of their own -> the end of typecheck and lint. The order puts CPU-bound
// work beside what mostly waits; docs/testing.md §1 has the measurements behind it.
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
  // Typecheck and lint (with format) start beside the integration suite, each on a core, at a
  // lower priority, and are awaited after the browser tests. The suite uses about one core,
  // most of its time waiting on its emulators; the two fill the rest. At the same priority they
  // took the CPU while the suite's triggers waited for it (489 s instead of 408). Awaited before
  // the browser tests, lint had become the step's last 68 s after the suite ended (387 s
  // against 319); now what is left of it runs beside the browser tests' start. Their output is
  // held and printed when one fails, so the two never interleave.
  const checks = allOrFirstFailure([
    run('nice', ['-n', '10', 'npm', 'run', 'typecheck', '--silent'], { quiet: true }),
    run('nice', ['-n', '10', 'npm', 'run', 'lint', '--silent'], { quiet: true }),
  ]).then(
    () => null,
    (error) => error,
  );
  // A failing suite still waits for the checks, so that their failures are printed too.
  const thenChecks = async (fn) => {
    try {
      await fn();
    } catch (error) {
      await checks;
      throw error;
    }
  };
  await timed('Integration suites (typecheck, lint and format started beside them)', () =>
    thenChecks(() => runEmulatorSuiteOrThrow(suites.integration, { CHROMIUM_PATH: chromium })),
  );
  await timed('Browser tests (on an emulator set of their own)', () =>
    thenChecks(() => runEmulatorSuiteOrThrow(suites.browser, { CHROMIUM_PATH: chromium })),
  );
  await timed('Typecheck, lint and format (what was left of them)', async () => {
    const failure = await checks;
    if (failure) throw failure;
  });
  console.log(`\n${green('All checks passed')} in ${((Date.now() - start) / 1000).toFixed(0)} s`);
  for (const [name, seconds] of timings)
    console.log(`  ${bold(seconds.toFixed(1).padStart(6))} s  ${name}`);
});
