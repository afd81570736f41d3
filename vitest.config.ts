// Unit tests: no emulators, no network. `npm test` runs them with coverage.
import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

import { orientationLayerPlugin } from './web/vite-plugins/orientation-layer.ts';

const jsdom = (name: string, dir: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'jsdom',
    // Each test file in a VM context of a worker that stays: jsdom and the libraries load once
    // per worker instead of once per file (in a fresh thread, jsdom alone took 0.75 s a file).
    pool: 'vmThreads' as const,
    include: [`${dir}/src/**/*.test.{ts,tsx}`],
    setupFiles: ['./vitest.setup-dom.ts'],
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine, one worker,
    // and the main process mostly idle. Two workers there took the suite from 345 to 227 s, and
    // worker threads (lighter to start than forks) to 207 s, measured 2026-11-28. The DOM
    // projects run in VM contexts (below): 168 s. The node projects stay on threads: in VM
    // contexts their tests ran twice as long.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts'],
          // The geo property tests run hundreds of searches each: seconds of CPU under coverage
          // instrumentation, more when the 2-core machine is busy. A slow run is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          include: [
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          exclude: ['**/*.emulator.test.ts', '**/*.launcher.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        // The benchmarks' pure parts (budgets, the first-route rule, the results file) and the
        // apps' chunk groups (vite.chunks.ts).
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/**/*.test.ts', 'vite.*.test.ts'],
        },
      },
      jsdom('client', 'packages/client'),
      // The offline map layer is a build-time virtual module (web/vite-plugins).
      { ...jsdom('web', 'web'), plugins: [orientationLayerPlugin()] },
      jsdom('admin', 'admin'),
      jsdom('mobile-shell', 'mobile-shell'),
    ],
    coverage: {
      // Vitest's V8 provider, started once per worker thread (vitest.coverage.ts says why).
      provider: 'custom',
      customProviderModule: './vitest.coverage.ts',
      reporter: ['text-summary', 'json-summary', 'html'],
      include: [
        'packages/core/src/**/*.ts',
        'packages/client/src/**/*.ts',
        'functions/src/**/*.ts',
        'web/src/**/*.{ts,tsx}',
        'admin/src/**/*.{ts,tsx}',
        'mobile-shell/src/**/*.{ts,tsx}',
      ],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/index.ts',
        '**/*.d.ts',
        // Test support: fixtures and preloaded states the tests import.
        '*/src/testing/**',
        '**/api/test-*.ts',
        // Bootstraps: mount the app into #root; the browser tests load every app.
        '*/src/main.tsx',
        // Leaflet map views: jsdom has no layout or canvas to draw a map on; the browser tests
        // (e2e/nearby-map, e2e/portal) drive them in Chromium.
        'web/src/features/nearby/components/nearby-map-view.tsx',
        'web/src/features/portal-locations/components/location-map.tsx',
      ],
      thresholds: {
        // The contract package is the one every part trusts: keep it near-fully covered.
        'packages/core/src/**/*.ts': { lines: 95 },
        // The apps, each a floor below what its tests reach (measured 2026-11-24: web 85.0%,
        // admin 88.9%, mobile-shell 91.0%), so new screens come with their tests; raise them
        // as coverage grows, never lower them to let untested code in.
        'web/src/**/*.{ts,tsx}': { lines: 80 },
        'admin/src/**/*.{ts,tsx}': { lines: 85 },
        'mobile-shell/src/**/*.{ts,tsx}': { lines: 85 },
      },
    },
  },
});
