// Loads the demo data into the running emulators (`npm run seed`; `npm start` runs it with
// --if-empty on every start, which seeds only a fresh database).
// It only ever writes to the emulators: the hosts default to the ones in firebase.json.
import { emulatorConfig } from './lib/emulator-config.mjs';
import { runMain } from './lib/log.mjs';
import { projectId } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

runMain(async () => {
  const { hosts } = emulatorConfig();
  const env = {
    ...process.env,
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? hosts.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? hosts.auth,
  };
  await run('npx', ['tsx', 'scripts/seed/index.ts', ...process.argv.slice(2)], { env });
});
