// The launcher test: `npm start` interrupted at points of start-up (scripts/*.launcher.test.ts).
// Run by `npm test` beside the unit tests, before any other emulator set: it starts its own
// emulators on the ports of the current FUNDAX_PORT_OFFSET, and rebuilds (and interrupts the
// build of) the functions bundle that any other emulator set would be serving.
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
