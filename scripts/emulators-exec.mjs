// Runs a command with the emulator suite up: `node scripts/emulators-exec.mjs '<command>'`.
// The command sees FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and FUNDAX_EMULATOR_HOSTS.
import { firebaseArgs, prepareEmulators, spawnFirebase } from './lib/emulators.mjs';
import { SetupError, runMain } from './lib/log.mjs';

runMain(async () => {
  const command = process.argv.slice(2).join(' ');
  if (!command) throw new SetupError("usage: node scripts/emulators-exec.mjs '<command>'");
  const { config, env } = await prepareEmulators({ scratchFiles: true });
  const code = await spawnFirebase(firebaseArgs(config, 'emulators:exec', [command]), env);
  process.exitCode = code;
});
