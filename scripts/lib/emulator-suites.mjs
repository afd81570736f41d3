// The emulator suites of `npm test` (and `npm run test:emulators`): the browser tests and the
// functions, rules and hosting integration suites, one after the other, each on a fresh
// emulator set of its own.
import { firebaseArgs, prepareEmulators, spawnFirebase } from './emulators.mjs';
import { SetupError, step } from './log.mjs';

/**
 * The emulator suites, each on a fresh emulator set: the browser tests on the run's ports
 * (FUNDAX_PORT_OFFSET, 0 by default), against the apps built for them; the functions, rules and
 * hosting suites on the ports 3000 above, serving the same build (they open no browser). They
 * run one after the other: side by side on two cores the emulators' triggers (search catalogue,
 * mail, alerts) fell tens of seconds behind, and tests that wait on them failed.
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

/** Runs one suite under `firebase emulators:exec` on its own emulator set; resolves with the exit code. */
async function runEmulatorSuite({ name, config, offset, appsOffset }, extraEnv) {
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
  const base = Number(process.env.FUNDAX_PORT_OFFSET ?? '0');
  if (!Number.isInteger(base) || base < 0 || base % 1000 !== 0) {
    throw new SetupError('FUNDAX_PORT_OFFSET must be 0 or a multiple of 1000.');
  }
  const suites = emulatorSuites(base);
  const outcomes = [];
  for (const suite of suites) outcomes.push(await runEmulatorSuite(suite, extraEnv));
  const failed = suites.filter((_, i) => outcomes[i] !== 0).map((suite) => suite.name);
  if (failed.length > 0) throw new SetupError(`Failed: ${failed.join('; ')}.`);
}
