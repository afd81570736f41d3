/**
 * Lighthouse's reading of the host's speed. Before each run Lighthouse times a fixed piece of
 * script in the page and reports it as `environment.benchmarkIndex` (higher is faster). Its
 * default 4x CPU slowdown stands for a mid-range phone only on a host fast enough. Its CLI warns
 * that "the tested device appears to have a slower CPU than Lighthouse expects" at an index of
 * 1000 or under (`SLOW_CPU_BENCHMARK_INDEX_THRESHOLD` in lighthouse/core/gather/driver/
 * environment.js). The Node API used here never shows that warning, so the benchmark applies the
 * same line itself.
 */
export const SLOW_HOST_INDEX = 1000;

/** One row's median `benchmarkIndex` over its runs. */
export interface RowHostIndex {
  page: string;
  index: number;
}

/**
 * The line a table gets when Lighthouse would have called its host slow on any row, or null.
 * It names the rows and their indexes. TBT and LCP from such a host read higher than the phone
 * the 4x slowdown stands for.
 */
export function slowHostNote(rows: readonly RowHostIndex[]): string | null {
  const slow = rows.filter((row) => row.index <= SLOW_HOST_INDEX);
  if (slow.length === 0) return null;
  const listed = slow.map((row) => `${row.page} ${Math.round(row.index)}`).join(', ');
  return (
    `Slow host: on ${slow.length} of ${rows.length} rows Lighthouse's own CPU reading ` +
    `(benchmarkIndex, median per row: ${listed}) was at or under ${SLOW_HOST_INDEX}, where its ` +
    'command line warns that the CPU is slower than its default 4x slowdown expects; TBT and LCP ' +
    'then read higher than on the phone they stand for (docs/performance.md, "Load on a shared machine").'
  );
}
