// Global setup of the emulator suites: the Functions emulator starts one worker per function on
// its first call (seconds each). Calling every callable once up front, a few at a time, overlaps
// those cold starts instead of paying them one by one inside the first test of each file.
// Answers and failures are ignored: each function's own tests judge it.
import { callables } from '@fundax/core';

import { PROJECT_ID, emulatorHosts } from '../../../tests/support/emulator-hosts';

/** Workers started at once: more than a few only fight over the CPU. */
const AT_ONCE = 3;

/**
 * Whether this run includes function suites: no file filters on the command line, or one that
 * names something under functions/ (a rules-only run skips the warm-up).
 */
function runsFunctionSuites(argv: readonly string[]): boolean {
  const filters = argv.filter(
    (arg, i) => !arg.startsWith('-') && arg !== 'run' && !/^(-c|--config)$/.test(argv[i - 1] ?? ''),
  );
  return filters.length === 0 || filters.some((filter) => filter.includes('functions'));
}

export default async function warmFunctions(): Promise<void> {
  if (!runsFunctionSuites(process.argv.slice(2))) return;
  const { functions } = emulatorHosts();
  const names = Object.keys(callables);
  const warm = async (name: string) => {
    try {
      const response = await fetch(`http://${functions}/${PROJECT_ID}/us-central1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: null }),
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
    } catch {
      // A slow or missing function is reported by its own tests, not here.
    }
  };
  const lanes = Array.from({ length: AT_ONCE }, async () => {
    for (let name = names.shift(); name !== undefined; name = names.shift()) await warm(name);
  });
  await Promise.all(lanes);
}
