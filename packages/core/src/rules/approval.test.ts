import { describe, expect, it } from 'vitest';

import { approvalState, isPendingReview, isPubliclyVisible } from './approval';

describe('approvalState', () => {
  it('reads null as pending, true as approved, false as rejected', () => {
    expect(approvalState({ approved: null })).toBe('pending');
    expect(approvalState({ approved: true })).toBe('approved');
    expect(approvalState({ approved: false })).toBe('rejected');
  });

  it('counts only null as pending review', () => {
    expect(isPendingReview({ approved: null })).toBe(true);
    expect(isPendingReview({ approved: false })).toBe(false);
    expect(isPendingReview({ approved: true })).toBe(false);
  });
});

describe('isPubliclyVisible', () => {
  it('shows an approved, enabled venue', () => {
    expect(isPubliclyVisible({ approved: true, disabled: false })).toBe(true);
  });

  it('shows an approved, enabled event that is not cancelled', () => {
    expect(isPubliclyVisible({ approved: true, disabled: false, cancelled: false })).toBe(true);
  });

  it.each([
    [{ approved: null, disabled: false }, 'pending'],
    [{ approved: false, disabled: false }, 'rejected'],
    [{ approved: true, disabled: true }, 'disabled'],
    [{ approved: true, disabled: false, cancelled: true }, 'cancelled'],
    [{ approved: null, disabled: true, cancelled: true }, 'pending, disabled and cancelled'],
  ])('hides %j (%s)', (status, _why) => {
    expect(isPubliclyVisible(status)).toBe(false);
  });
});
