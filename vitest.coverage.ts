// The coverage of `vitest run --coverage`: Vitest's own V8 provider (@vitest/coverage-v8),
// every call going to the one copy a worker thread loaded first.
//
// Why: the DOM projects run each test file in a VM context of its own (pool 'vmThreads',
// vitest.config.ts), and Vitest loads the coverage module anew inside each of those contexts.
// Every copy opened an inspector session of its own and started V8's precise coverage again,
// which walks the worker's whole heap, and no copy stopped: per worker, 9 s of starting and 6 s
// of taking coverage for the web project's 91 files. Kept on the worker's `process` (shared by
// the thread's contexts), the first copy starts coverage once and takes it after each file, as
// the provider does for any pool that keeps its worker. The report is the same file for file
// (compared on 2026-11-29, Vitest 4.1.12); the unit step took 132–141 s instead of 173 s.
// Go back to `provider: 'v8'` once Vitest loads its coverage module once per worker in the VM
// pools: a profile of one worker (`node --cpu-prof`) shows it, as `startCoverage` time.
import v8Coverage from '@vitest/coverage-v8';
import type { CoverageProviderModule } from 'vitest/node';

const FIRST_COPY = Symbol.for('fundax.vitest-coverage-v8');

const worker = process as typeof process & { [FIRST_COPY]?: CoverageProviderModule };

export default (worker[FIRST_COPY] ??= v8Coverage);
