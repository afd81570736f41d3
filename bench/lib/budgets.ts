/**
 * bench/budgets.json: the performance goals and the enforced JavaScript budgets, read and checked
 * against the pages the benchmarks measure (a page without a budget, or a budget for a page that
 * is not measured, is an error rather than a silent pass).
 */
import { readFileSync } from 'node:fs';

import type { AppName } from './measured-pages';

export interface Bound {
  min?: number;
  max?: number;
}

export const LIGHTHOUSE_METRICS = [
  'performance',
  'lcpMs',
  'tbtMs',
  'cls',
  'accessibility',
  'bestPractices',
  'seo',
] as const;
export type LighthouseMetric = (typeof LIGHTHOUSE_METRICS)[number];

export interface LighthouseGroup {
  label: string;
  pages: string[];
  goals: Partial<Record<LighthouseMetric, Bound>>;
}

/** A route's enforced first-load JavaScript, all of it and (where set) of zod and of Firebase. */
export interface RouteBudget {
  enforcedKbGz: number;
  /** At most this much zod on the route's first load (0 for a page that validates nothing). */
  zodKbGz?: number;
  /** At most this much of the Firebase SDK on the route's first load. */
  firebaseKbGz?: number;
}

export interface Budgets {
  lighthouse: { groups: Record<string, LighthouseGroup> };
  javascript: {
    firstRouteGoalKbGz: number;
    routes: Record<string, RouteBudget>;
    entries: Record<AppName, Record<'zodKbGz' | 'firebaseKbGz', { goal: number; enforced: number }>>;
  };
}

export const BUDGETS_FILE = new URL('../budgets.json', import.meta.url);

export function readBudgets(file: URL | string = BUDGETS_FILE): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

/** Throws unless `budgeted` and `measured` name the same pages. */
export function assertSamePages(what: string, budgeted: string[], measured: readonly string[]): void {
  const missing = measured.filter((id) => !budgeted.includes(id));
  const extra = budgeted.filter((id) => !measured.includes(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `bench/budgets.json (${what}) and bench/lib/measured-pages.ts disagree: ` +
        [
          missing.length > 0 ? `no budget for ${missing.join(', ')}` : '',
          extra.length > 0 ? `a budget for unmeasured ${extra.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
    );
  }
}

/** The Lighthouse group of each page; every page must be in exactly one group. */
export function lighthouseGroupOf(budgets: Budgets, pageIds: readonly string[]): Map<string, LighthouseGroup> {
  const groupOf = new Map<string, LighthouseGroup>();
  for (const group of Object.values(budgets.lighthouse.groups)) {
    for (const id of group.pages) {
      if (groupOf.has(id)) throw new Error(`bench/budgets.json puts ${id} in two Lighthouse groups.`);
      groupOf.set(id, group);
    }
  }
  assertSamePages('lighthouse groups', [...groupOf.keys()], pageIds);
  return groupOf;
}

/** Whether a value keeps within a bound (NaN, a missing figure, never does). */
export function withinBound(value: number, bound: Bound): boolean {
  if (Number.isNaN(value)) return false;
  return (bound.min === undefined || value >= bound.min) && (bound.max === undefined || value <= bound.max);
}

/** "≥ 0.95", "≤ 2500", for the tables. */
export function describeBound(bound: Bound): string {
  return [bound.min !== undefined ? `≥ ${bound.min}` : '', bound.max !== undefined ? `≤ ${bound.max}` : '']
    .filter(Boolean)
    .join(' and ');
}

export interface GoalCheck {
  metric: LighthouseMetric;
  value: number;
  bound: Bound;
  met: boolean;
}

/** Each goal of the group against the page's medians. */
export function checkGoals(
  goals: LighthouseGroup['goals'],
  medians: Record<LighthouseMetric, number>,
): GoalCheck[] {
  return LIGHTHOUSE_METRICS.flatMap((metric) => {
    const bound = goals[metric];
    if (!bound) return [];
    const value = medians[metric];
    return [{ metric, value, bound, met: withinBound(value, bound) }];
  });
}

/** "meets the goals", or the goals missed, e.g. "MISSES performance 0.85 (≥ 0.95), lcpMs 3790 (≤ 2500)". */
export function verdictText(checks: GoalCheck[]): string {
  const missed = checks.filter((check) => !check.met);
  if (missed.length === 0) return 'meets the goals';
  return `MISSES ${missed.map((check) => `${check.metric} ${check.value} (${describeBound(check.bound)})`).join(', ')}`;
}
