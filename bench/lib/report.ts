/** Benchmarks print their figures as aligned tables (and the raw JSON with --json). */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ title, rows }));
    return;
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) =>
    typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : (value ?? '');
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row[column]).length)));
  const line = (values: string[]) => values.map((value, i) => value.padStart(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}

/** The q-quantile (0..1) of a list of numbers, nearest-rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
