import { describe, expect, it } from 'vitest';

import { fundraiserTotalAfterReport } from './raised-total';

describe('fundraiserTotalAfterReport', () => {
  it('adds a first report and replaces a corrected one', () => {
    expect(fundraiserTotalAfterReport(1000, 0, 400)).toBe(1400);
    expect(fundraiserTotalAfterReport(1400, 400, 350)).toBe(1350);
    expect(fundraiserTotalAfterReport(1350, 350, 350)).toBe(1350);
  });

  it('never drops below zero', () => {
    expect(fundraiserTotalAfterReport(100, 500, 0)).toBe(0);
  });
});
