import { describe, expect, it } from 'vitest';

import { LISTING_STATES, awaitsOwner, listingState, listingStateReason } from './listing-state';

const agreed = { partner: 'agreed', fundaxer: 'agreed' } as const;

describe('listingState', () => {
  it('reads the review state of a listing that is neither cancelled nor disabled', () => {
    expect(listingState({ approved: null, disabled: false })).toBe('pending');
    expect(listingState({ approved: true, disabled: false })).toBe('approved');
    expect(listingState({ approved: false, disabled: false, cancelled: false })).toBe('rejected');
    expect(listingState({ approved: true })).toBe('approved');
  });

  it('tells a proposal waiting for the other side, or declined by it, from one ready for review', () => {
    expect(listingState({ approved: null }, agreed)).toBe('pending');
    expect(listingState({ approved: null }, { partner: 'agreed', fundaxer: 'none' })).toBe(
      'pending',
    );
    expect(listingState({ approved: null }, { partner: 'awaiting', fundaxer: 'agreed' })).toBe(
      'awaiting',
    );
    expect(listingState({ approved: null }, { partner: 'agreed', fundaxer: 'awaiting' })).toBe(
      'awaiting',
    );
    expect(listingState({ approved: null }, { partner: 'declined', fundaxer: 'agreed' })).toBe(
      'declined',
    );
    // A decline is decisive even while the other side's answer is still awaited.
    expect(listingState({ approved: null }, { partner: 'awaiting', fundaxer: 'declined' })).toBe(
      'declined',
    );
  });

  it('says an event expired unreviewed rather than rejected', () => {
    expect(listingState({ approved: false, expired: true }, agreed)).toBe('expired');
    expect(listingState({ approved: false, expired: false }, agreed)).toBe('rejected');
  });

  it('says an event is hidden with its venue rather than removed', () => {
    expect(listingState({ approved: true, disabled: true, venueHidden: true })).toBe('hidden');
    expect(listingState({ approved: true, disabled: true, venueHidden: false })).toBe('removed');
  });

  it('lets the most decisive state win: cancelled, hidden or removed, then the review, then consent', () => {
    expect(listingState({ approved: true, disabled: true, cancelled: true })).toBe('cancelled');
    expect(listingState({ approved: false, disabled: false, cancelled: true })).toBe('cancelled');
    expect(listingState({ approved: true, disabled: true })).toBe('removed');
    expect(listingState({ approved: false, disabled: true })).toBe('removed');
    expect(listingState({ approved: null, disabled: true })).toBe('removed');
    expect(
      listingState(
        { approved: null, disabled: true, venueHidden: true },
        { partner: 'awaiting', fundaxer: 'agreed' },
      ),
    ).toBe('hidden');
    expect(
      listingState({ approved: true, expired: true }, { partner: 'declined', fundaxer: 'none' }),
    ).toBe('approved');
    expect(
      listingState({ approved: false, expired: true }, { partner: 'declined', fundaxer: 'none' }),
    ).toBe('expired');
  });

  it('says which states the owner should look at', () => {
    expect(LISTING_STATES.filter(awaitsOwner)).toEqual([
      'hidden',
      'expired',
      'rejected',
      'declined',
      'awaiting',
      'pending',
    ]);
  });
});

describe('listingStateReason', () => {
  const status = {
    reason: 'Raffles need a permit.',
    cancelReason: 'Patio repairs.',
    venueHiddenReason: 'The venue is no longer listed.',
  };
  const consent = { reason: 'We are closed that night.' };

  it('gives the reason that belongs to the state', () => {
    expect(listingStateReason('cancelled', status, consent)).toBe('Patio repairs.');
    expect(listingStateReason('hidden', status, consent)).toBe('The venue is no longer listed.');
    expect(listingStateReason('declined', status, consent)).toBe('We are closed that night.');
    expect(listingStateReason('rejected', status, consent)).toBe('Raffles need a permit.');
    expect(listingStateReason('expired', status, consent)).toBe('Raffles need a permit.');
    expect(listingStateReason('approved', status, consent)).toBe('Raffles need a permit.');
  });

  it('says nothing while a proposal waits, or when no reason was kept', () => {
    expect(listingStateReason('awaiting', status, consent)).toBeNull();
    expect(listingStateReason('pending', status, consent)).toBeNull();
    expect(listingStateReason('declined', status)).toBeNull();
    expect(listingStateReason('hidden', { reason: null })).toBeNull();
    expect(listingStateReason('cancelled', { reason: null })).toBeNull();
  });
});
