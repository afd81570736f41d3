// Integration suites against the running emulators (functions through the Functions emulator,
// security rules through the Firestore emulator, security headers through the Hosting
// emulator). Run only via `npm test` / emulators:exec; the global setup fails loudly when the
// emulators are not there.
import { defineConfig } from 'vitest/config';

import MailFirstSequencer from './tests/support/mail-first-sequencer';

export default defineConfig({
  test: {
    include: [
      'functions/src/**/*.emulator.test.ts',
      'tests/rules/**/*.test.ts',
      'tests/hosting/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: [
      './tests/support/require-emulators.ts',
      './functions/src/test-support/warm-functions.ts',
    ],
    // One emulator, shared state: files run one at a time.
    fileParallelism: false,
    // The notification files first: they wait for mail, which the others queue.
    sequence: { sequencer: MailFirstSequencer },
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
