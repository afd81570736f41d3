import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { centsToMoneyInput, moneyInputSchema, parseMoneyInput } from './money';

describe('parseMoneyInput', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.75', 75],
    ['0.01', 1],
    ['0', 0],
    ['$12.50', 1250],
    ['$ 12.50', 1250],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    [' 40.10 ', 4010],
    ['0.29', 29],
    ['1.15', 115],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(['', '.', '$', '-5', '12.505', '1,23', '12,34.00', '12.50.1', 'twelve', '1e3', '12 50'])(
    'rejects %j',
    (input) => {
      expect(parseMoneyInput(input)).toBeNull();
    },
  );

  it('reads back every amount it writes, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (cents) => {
        expect(parseMoneyInput(centsToMoneyInput(cents))).toBe(cents);
      }),
    );
  });
});

describe('moneyInputSchema', () => {
  it('turns dollars as text into cents', () => {
    expect(moneyInputSchema.parse('12.50')).toBe(1250);
  });

  it('explains the form it expects', () => {
    expect(moneyInputSchema.safeParse('12.505').error?.issues[0]?.message).toBe(
      'Enter an amount in dollars, like 12.50.',
    );
    expect(moneyInputSchema.safeParse(12.5).error?.issues[0]?.message).toBe(
      'Enter an amount in dollars, like 12.50.',
    );
  });

  it('keeps the limits of centsSchema', () => {
    expect(moneyInputSchema.parse('100000000.00')).toBe(100_000_000_00);
    expect(moneyInputSchema.safeParse('100000000.01').error?.issues[0]?.message).toBe(
      'That amount is too large.',
    );
  });
});

describe('centsToMoneyInput', () => {
  it('writes cents as dollars', () => {
    expect([centsToMoneyInput(0), centsToMoneyInput(5), centsToMoneyInput(1250)]).toEqual([
      '0.00',
      '0.05',
      '12.50',
    ]);
  });

  it('refuses what is not whole, non-negative cents', () => {
    expect(() => centsToMoneyInput(-1)).toThrow('Amounts cannot be negative.');
  });
});
