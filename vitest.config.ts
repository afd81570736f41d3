// Unit tests: no emulators, no network. `npm test` runs them with coverage.
import { defineConfig } from 'vitest/config';

import { orientationLayerPlugin } from './web/vite-plugins/orientation-layer.ts';

const jsdom = (name: string, dir: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'jsdom',
    include: [`${dir}/src/**/*.test.{ts,tsx}`],
    setupFiles: ['./vitest.setup-dom.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', environment: 'node', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
        },
      },
      jsdom('client', 'packages/client'),
      // The offline map layer is a build-time virtual module (web/vite-plugins).
      { ...jsdom('web', 'web'), plugins: [orientationLayerPlugin()] },
      jsdom('admin', 'admin'),
      jsdom('mobile-shell', 'mobile-shell'),
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary', 'html'],
      include: [
        'packages/core/src/**/*.ts',
        'packages/client/src/**/*.ts',
        'functions/src/**/*.ts',
      ],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: {
        // The contract package is the one every part trusts: keep it near-fully covered.
        'packages/core/src/**/*.ts': { lines: 95 },
      },
    },
  },
});
