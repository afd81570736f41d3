// Runs inside `firebase emulators:exec`: the functions and rules integration suites, then the
// browser tests. Both run even if the first fails, so one run reports everything; the exit code
// is non-zero if either failed.
import { runMain, SetupError, step } from './lib/log.mjs';
import { run } from './lib/run.mjs';

runMain(async () => {
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FUNDAX_EMULATOR_HOSTS',
  ]) {
    if (!process.env[name])
      throw new SetupError(`${name} is not set: run this through \`npm test\` (emulators:exec).`);
  }
  const failures = [];
  for (const [name, config] of [
    ['Functions and rules integration suites', 'vitest.emulators.config.ts'],
    ['Browser tests (Chromium)', 'vitest.e2e.config.ts'],
  ]) {
    step(name);
    await run('npx', ['vitest', 'run', '-c', config]).catch(() => failures.push(name));
  }
  if (failures.length > 0) throw new SetupError(`Failed: ${failures.join('; ')}.`);
});
