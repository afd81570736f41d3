// The emulator suites of `npm test` (and `npm run test:emulators`): the browser tests and the
// functions, rules and hosting integration suites, at the same time, each on its own emulator set.
import { firebaseArgs, prepareEmulators, spawnFirebase } from './emulators.mjs';
import { SetupError, step } from './log.mjs';

/**
 * The emulator suites, each on its own emulator set so that they run at the same time (they
 * wait on emulators far more than they use the CPU): the browser tests on the run's ports
 * (FUNDAX_PORT_OFFSET, 0 by default), against the apps built for them; the functions, rules and
 * hosting suites on the ports 3000 above, serving the same build (they open no browser).
 */
function emulatorSuites(base) {
  return [
    { name: 'Browser tests (Chromium)', config: 'vitest.e2e.config.ts', offset: base },
    {
      name: 'Functions, rules and hosting integration suites',
      config: 'vitest.emulators.config.ts',
      offset: base + 3000,
      appsOffset: base,
    },
  ];
}

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

/** Runs every suite at once; throws naming the suites that failed, after all have ended. */
export async function runEmulatorSuites(extraEnv = {}) {
  const base = Number(process.env.FUNDAX_PORT_OFFSET ?? '0');
  if (!Number.isInteger(base) || base < 0 || base % 1000 !== 0) {
    throw new SetupError('FUNDAX_PORT_OFFSET must be 0 or a multiple of 1000.');
  }
  const suites = emulatorSuites(base);
  const outcomes = await Promise.all(suites.map((suite) => runEmulatorSuite(suite, extraEnv)));
  const failed = suites.filter((_, i) => outcomes[i] !== 0).map((suite) => suite.name);
  if (failed.length > 0) throw new SetupError(`Failed: ${failed.join('; ')}.`);
}
