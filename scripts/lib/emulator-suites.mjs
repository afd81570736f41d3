// The emulator suites of `npm test` (and `npm run test:emulators`): the browser tests and the
// functions, rules and hosting integration suites, never side by side, each on a fresh emulator
// set of its own.
import { firebaseArgs, prepareEmulators, spawnFirebase } from './emulators.mjs';
import { SetupError, step } from './log.mjs';

/** The run's base port offset: FUNDAX_PORT_OFFSET, 0 by default. */
export function baseOffset() {
  const base = Number(process.env.FUNDAX_PORT_OFFSET ?? '0');
  if (!Number.isInteger(base) || base < 0 || base % 1000 !== 0) {
    throw new SetupError('FUNDAX_PORT_OFFSET must be 0 or a multiple of 1000.');
  }
  return base;
}

/**
 * The emulator suites, each on a fresh emulator set: the browser tests on the run's ports
 * (FUNDAX_PORT_OFFSET, 0 by default), against the apps built for them; the functions, rules and
 * hosting suites on the ports 3000 above, serving the same build (they open no browser). Never
 * side by side: on two cores the emulators' triggers (search catalogue, mail, alerts) fell tens
 * of seconds behind, and tests that wait on them failed.
 */
export function emulatorSuites(base = baseOffset()) {
  return {
    browser: { name: 'Browser tests (Chromium)', config: 'vitest.e2e.config.ts', offset: base },
    integration: {
      name: 'Functions, rules and hosting integration suites',
      config: 'vitest.emulators.config.ts',
      offset: base + 3000,
      appsOffset: base,
    },
  };
}

/** Runs one suite under `firebase emulators:exec` on its own emulator set; resolves with the exit code. */
export async function runEmulatorSuite({ name, config, offset, appsOffset }, extraEnv) {
  step(name);
  const { config: emulators, env, mail } = await prepareEmulators({
    scratchFiles: true,
    offset,
    appsOffset,
  });
  const started = Date.now();
  const code = await spawnFirebase(
    firebaseArgs(emulators, 'emulators:exec', [`npx vitest run -c ${config}`]),
    { ...env, ...extraEnv },
  )
    .catch((error) => {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    })
    // The mail catcher runs in this process: left open, it would hold the suite's ports for
    // the rest of `npm test` (the launcher test then found 2525 and 5050 taken).
    .finally(() => mail.close());
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  step(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
  return code;
}

/** Runs every suite, all of them even if one fails; throws naming the suites that failed. */
export async function runEmulatorSuites(extraEnv = {}) {
  const suites = Object.values(emulatorSuites());
  const outcomes = [];
  for (const suite of suites) outcomes.push(await runEmulatorSuite(suite, extraEnv));
  const failed = suites.filter((_, i) => outcomes[i] !== 0).map((suite) => suite.name);
  if (failed.length > 0) throw new SetupError(`Failed: ${failed.join('; ')}.`);
}

/** Runs one suite; throws naming it when it fails. */
export async function runEmulatorSuiteOrThrow(suite, extraEnv = {}) {
  const code = await runEmulatorSuite(suite, extraEnv);
  if (code !== 0) throw new SetupError(`Failed: ${suite.name}.`);
}
