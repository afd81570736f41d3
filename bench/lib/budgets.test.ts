import { describe, expect, it } from 'vitest';

import { type Budgets, checkGoals, lighthouseGroupOf, readBudgets, verdictText, withinBound } from './budgets';
import { LIGHTHOUSE_PAGES } from './measured-pages';
import { median } from './median';

const medians = {
  performance: 0.93,
  lcpMs: 2770,
  tbtMs: 63,
  cls: 0,
  accessibility: 1,
  bestPractices: 1,
  seo: 0.91,
};

describe('Lighthouse goals', () => {
  it('bench/budgets.json puts every measured page in exactly one group, with issue 16’s goals', () => {
    const groupOf = lighthouseGroupOf(readBudgets(), LIGHTHOUSE_PAGES.map((page) => page.id));
    expect(groupOf.get('web-home')?.goals).toEqual({
      performance: { min: 0.95 },
      lcpMs: { max: 2500 },
      cls: { max: 0.05 },
      tbtMs: { max: 150 },
      accessibility: { min: 1 },
      bestPractices: { min: 0.95 },
      seo: { min: 0.95 },
    });
    expect(groupOf.get('web-portal-dashboard')?.goals.performance).toEqual({ min: 0.9 });
    expect(groupOf.get('admin-dashboard')?.goals.performance).toEqual({ min: 0.9 });
    expect(groupOf.get('mobile-home')?.goals.accessibility).toEqual({ min: 1 });
  });

  it('refuses a page in two groups or in none', () => {
    const budgets: Budgets = {
      ...readBudgets(),
      lighthouse: {
        groups: {
          a: { label: 'A', pages: ['x', 'y'], goals: {} },
          b: { label: 'B', pages: ['y'], goals: {} },
        },
      },
    };
    expect(() => lighthouseGroupOf(budgets, ['x', 'y'])).toThrow(/puts y in two Lighthouse groups/);
    budgets.lighthouse.groups.b!.pages = [];
    expect(() => lighthouseGroupOf(budgets, ['x', 'y', 'z'])).toThrow(/no budget for z/);
  });

  it('judges the medians: bounds are inclusive, a missing figure never passes', () => {
    expect(withinBound(0.95, { min: 0.95 })).toBe(true);
    expect(withinBound(2500, { max: 2500 })).toBe(true);
    expect(withinBound(Number.NaN, { max: 2500 })).toBe(false);
    const checks = checkGoals(readBudgets().lighthouse.groups.public!.goals, medians);
    expect(checks.filter((check) => !check.met).map((check) => check.metric)).toEqual([
      'performance',
      'lcpMs',
      'seo',
    ]);
    expect(verdictText(checks)).toBe('MISSES performance 0.93 (≥ 0.95), lcpMs 2770 (≤ 2500), seo 0.91 (≥ 0.95)');
    expect(verdictText(checkGoals({ cls: { max: 0.05 } }, medians))).toBe('meets the goals');
  });

  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([0.93, 0.89, 0.92, 0.95, 0.9])).toBe(0.92);
    expect(median([3, 1, 2, 4])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
