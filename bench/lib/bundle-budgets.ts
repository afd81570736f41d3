/**
 * The check `npm test` runs after the build (scripts/check-bundle-budgets.ts): every budgeted
 * route's first-load JavaScript from the build's own output against its enforced budget, and zod
 * and the Firebase SDK in each app's entry against theirs. Files only: nothing is timed.
 */
import { type Budgets, assertSamePages, readBudgets } from './budgets';
import { kb } from './chunk-bytes';
import { measureFirstRoute } from './first-route';
import { type AppName, BUNDLE_PAGES, type MeasuredPage } from './measured-pages';

export interface BudgetReport {
  /** One line per figure, for the test log. */
  lines: string[];
  /** What exceeded its enforced budget, one sentence each. */
  failures: string[];
}

export function checkBundleBudgets(
  distOf: (app: AppName) => string,
  budgets: Budgets = readBudgets(),
  pages: readonly MeasuredPage[] = BUNDLE_PAGES,
): BudgetReport {
  assertSamePages('javascript.routes', Object.keys(budgets.javascript.routes), pages.map((page) => page.id));
  const goal = budgets.javascript.firstRouteGoalKbGz;
  const lines: string[] = [];
  const failures: string[] = [];
  /**
   * One figure against its enforced limit (KB): its line in the log, and a failure when over.
   * Judged in bytes: the one-decimal figure the line shows hides up to 51 bytes over a limit.
   */
  const judge = (bytes: number, limit: number, line: string, failure: string) => {
    const over = bytes > limit * 1024;
    lines.push(`${over ? 'OVER  ' : 'within'} ${line}`);
    if (over) failures.push(failure);
  };
  for (const page of pages) {
    const { total } = measureFirstRoute(distOf(page.app), page.routeChunks);
    const size = kb(total.gzip);
    const budget = budgets.javascript.routes[page.id]!;
    const enforced = budget.enforcedKbGz;
    judge(
      total.gzip,
      enforced,
      `${page.label}: ${size} KB gz first-route JavaScript (enforced ${enforced} KB, goal ${goal} KB)`,
      `${page.label} loads ${size} KB gz of JavaScript first, over its ${enforced} KB budget.`,
    );
    // A public page loads its reads (Firestore, and zod with the schemas) after its first
    // render; a static import of either would put it on the first load.
    for (const [limit, label, bytes] of [
      [budget.zodKbGz, 'zod', total.zodGzip],
      [budget.firebaseKbGz, 'the Firebase SDK', total.firebaseGzip],
    ] as const) {
      if (limit === undefined) continue;
      const part = kb(bytes);
      judge(
        bytes,
        limit,
        `${page.label}: ${part} KB gz of ${label} on the first route (enforced ${limit} KB)`,
        `${page.label} loads ${part} KB gz of ${label} on its first route, over its ${limit} KB budget.`,
      );
    }
  }
  for (const app of [...new Set(pages.map((page) => page.app))]) {
    const { entry } = measureFirstRoute(distOf(app), []);
    const limits = budgets.javascript.entries[app];
    if (!limits) throw new Error(`bench/budgets.json has no javascript.entries.${app}.`);
    for (const [name, label, bytes] of [
      ['zodKbGz', 'zod', entry.zodGzip],
      ['firebaseKbGz', 'the Firebase SDK', entry.firebaseGzip],
    ] as const) {
      const { enforced, goal: entryGoal } = limits[name];
      const size = kb(bytes);
      judge(
        bytes,
        enforced,
        `${app} entry: ${size} KB gz of ${label} (enforced ${enforced} KB, goal ${entryGoal} KB)`,
        `The ${app} entry ships ${size} KB gz of ${label} before any page needs it, over its ${enforced} KB budget.`,
      );
    }
  }
  return { lines, failures };
}
