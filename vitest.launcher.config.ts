// The launcher test: `npm start` interrupted at points of start-up (scripts/*.launcher.test.ts).
// Run by `npm test` after the build, before the browser tests, while the integration suite runs
// on the ports 3000 above: it starts its own emulators, on the ports of the current
// FUNDAX_PORT_OFFSET, which nothing else uses then.
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
