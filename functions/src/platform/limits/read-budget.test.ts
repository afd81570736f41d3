import { describe, expect, it } from 'vitest';

import { ReadBudget, unbounded } from './read-budget';

describe('ReadBudget', () => {
  it('refuses a read that could go past the ceiling before it happens', () => {
    const budget = new ReadBudget(50);
    budget.reserve(20);
    budget.settle(20);
    budget.reserve(20);
    budget.settle(7);
    // 27 read: a page of 20 still fits, a page of 24 does not.
    expect(() => budget.reserve(20)).not.toThrow();
    expect(() => budget.reserve(24)).toThrow(
      expect.objectContaining({
        code: 'resource-exhausted',
        details: { reason: 'read-ceiling', ceiling: 50 },
      }),
    );
    expect(budget.read).toBe(27);
  });

  it('bills a query that returned nothing as one read, as Firestore does', () => {
    const budget = new ReadBudget(10);
    budget.settle(0);
    budget.charge(3);
    expect(budget.read).toBe(4);
    expect(() => budget.charge(7)).toThrow();
    expect(budget.read).toBe(4);
  });

  it('has no ceiling for callables without one', () => {
    const budget = unbounded();
    budget.charge(1_000_000);
    expect(() => budget.reserve(1_000_000)).not.toThrow();
  });
});
