// Browser journeys in real Chromium (playwright-core, Debian's chromium), against the apps served
// by the Hosting emulator, with the seed data loaded fresh.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/support/require-emulators.ts', './e2e/support/global-setup.ts'],
    fileParallelism: false,
    // One worker for every file, its imports kept between them (no journey mocks a module).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
