// `npm run test:emulators`: the emulator suites and browser tests alone (step 6 of `npm test`),
// against the build already there (`npm run build` first).
import { ensureChromium } from './lib/chromium.mjs';
import { runEmulatorSuites } from './lib/emulator-suites.mjs';
import { runMain } from './lib/log.mjs';

runMain(async () => {
  await runEmulatorSuites({ CHROMIUM_PATH: await ensureChromium() });
});
