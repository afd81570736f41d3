// `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
// typecheck -> lint -> unit tests (with coverage) -> build -> JavaScript budgets -> emulator
// suites (functions integration, security rules, hosting headers) and browser tests in real
// Chromium, at the same time on two emulator sets -> the launcher test (npm start interrupted
// by Ctrl-C).
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { firebaseArgs, prepareEmulators, spawnFirebase } from './lib/emulators.mjs';
import { SetupError, bold, green, runMain, step } from './lib/log.mjs';
import { run } from './lib/run.mjs';

const timings = [];

/**
 * The emulator suites, each on its own emulator set so that they run at the same time (they
 * wait on emulators far more than they use the CPU): the browser tests on the default ports,
 * against the apps built for them; the functions, rules and hosting suites on ports 3000 up,
 * serving the same build (they open no browser).
 */
const EMULATOR_SUITES = [
  { name: 'Browser tests (Chromium)', config: 'vitest.e2e.config.ts', offset: 0 },
  {
    name: 'Functions, rules and hosting integration suites',
    config: 'vitest.emulators.config.ts',
    offset: 3000,
    appsOffset: 0,
  },
];

/**
 * Runs one suite under `firebase emulators:exec` on its own emulator set. Its output (the
 * emulators' log and the test report) is kept and printed whole when it ends, so that two
 * suites running at once never interleave their lines. Resolves with the exit code.
 */
async function runEmulatorSuite({ name, config, offset, appsOffset }, extraEnv) {
  const { config: emulators, env } = await prepareEmulators({
    scratchFiles: true,
    offset,
    appsOffset,
  });
  const chunks = [];
  const sink = { write: (chunk) => chunks.push(chunk) };
  const started = Date.now();
  const code = await spawnFirebase(
    firebaseArgs(emulators, 'emulators:exec', [`npx vitest run -c ${config}`]),
    { ...env, ...extraEnv },
    { stdout: sink, stderr: sink },
  ).catch((error) => {
    chunks.push(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  step(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s; its output:`);
  process.stdout.write(chunks.join(''));
  return code;
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
  await timed('Typecheck', () => run('npm', ['run', 'typecheck', '--silent']));
  await timed('Lint and format', () => run('npm', ['run', 'lint', '--silent']));
  await timed('Unit tests (vitest, with coverage)', () =>
    run('npx', ['vitest', 'run', '--coverage']),
  );
  await timed('Build', () => buildAll());
  // Reads the build's manifest and chunks only (no timing): bench/budgets.json's enforced budgets.
  await timed('JavaScript budgets (first route, from the build)', () =>
    run('npx', ['tsx', 'scripts/check-bundle-budgets.ts']),
  );
  const chromium = await ensureChromium();
  await timed('Emulator suites and browser tests (two emulator sets at once)', async () => {
    const outcomes = await Promise.all(
      EMULATOR_SUITES.map((suite) => runEmulatorSuite(suite, { CHROMIUM_PATH: chromium })),
    );
    const failed = EMULATOR_SUITES.filter((_, i) => outcomes[i] !== 0).map((suite) => suite.name);
    if (failed.length > 0) throw new SetupError(`Failed: ${failed.join('; ')}.`);
  });
  // Starts `npm start` itself (on the ports the suites just freed) and interrupts it.
  await timed('Launcher: Ctrl-C at points of npm start', () =>
    run('npx', ['vitest', 'run', '-c', 'vitest.launcher.config.ts']),
  );
  console.log(`\n${green('All checks passed')} in ${((Date.now() - start) / 1000).toFixed(0)} s`);
  for (const [name, seconds] of timings)
    console.log(`  ${bold(seconds.toFixed(1).padStart(6))} s  ${name}`);
});
