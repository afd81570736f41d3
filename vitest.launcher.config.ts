// The launcher test: `npm start` interrupted at points of start-up (scripts/*.launcher.test.ts).
// Run by `npm test` after the build and the emulator suites, when no emulators are up: it
// starts its own, on the ports of the current FUNDAX_PORT_OFFSET.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.launcher.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
