// Integration suites against the running emulators (functions through the Functions emulator,
// security rules through the Firestore emulator, security headers through the Hosting
// emulator). Run only via `npm test` / emulators:exec; the global setup fails loudly when the
// emulators are not there.
import { defineConfig } from 'vitest/config';

import TriggerFilesFirstSequencer from './tests/support/trigger-files-first-sequencer';

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
    // One worker for every file, its imports kept between them (no test here mocks a module):
    // a fresh module graph per file cost about 0.6 s each, 36 s of the suite's 340.
    isolate: false,
    // The files that watch background triggers first (the notification files, which wait for
    // mail, before them); the rest turn the triggers off in their setup.
    sequence: { sequencer: TriggerFilesFirstSequencer },
    setupFiles: ['./tests/support/triggers-per-file.ts'],
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
