import { describe, expect, it } from 'vitest';

import { awaitsOwner, listingState } from './listing-state';

describe('listingState', () => {
  it('reads the review state of a listing that is neither cancelled nor removed', () => {
    expect(listingState({ approved: null, disabled: false })).toBe('pending');
    expect(listingState({ approved: true, disabled: false })).toBe('approved');
    expect(listingState({ approved: false, disabled: false, cancelled: false })).toBe('rejected');
    expect(listingState({ approved: true })).toBe('approved');
  });

  it('lets the most decisive state win: cancelled, then removed, then the review', () => {
    expect(listingState({ approved: true, disabled: true, cancelled: true })).toBe('cancelled');
    expect(listingState({ approved: false, disabled: false, cancelled: true })).toBe('cancelled');
    expect(listingState({ approved: true, disabled: true })).toBe('removed');
    expect(listingState({ approved: false, disabled: true })).toBe('removed');
    expect(listingState({ approved: null, disabled: true })).toBe('removed');
  });

  it('says which states wait on the owner', () => {
    expect(
      ['pending', 'rejected', 'approved', 'cancelled', 'removed'].filter((s) =>
        awaitsOwner(s as never),
      ),
    ).toEqual(['pending', 'rejected']);
  });
});
