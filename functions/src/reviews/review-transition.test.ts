import { describe, expect, it } from 'vitest';

import { reviewTransition, statusUpdate } from './review-transition';

const now = new Date('2026-11-01T12:00:00Z');

describe('reviewTransition', () => {
  it('changes nothing when the item already has the decided state', () => {
    expect(reviewTransition({ approved: true }, { decision: 'approve' }, 'a1', now)).toBeNull();
    expect(
      reviewTransition({ approved: false }, { decision: 'reject', reason: 'Other' }, 'a1', now),
    ).toBeNull();
  });

  it('approves a pending item, clearing any reason', () => {
    const transition = reviewTransition(
      { approved: null },
      { decision: 'approve', reason: 'ok' },
      'a1',
      now,
    );
    expect(transition).toEqual({
      approved: true,
      previous: 'pending',
      status: { approved: true, reason: null, reviewedAt: now, reviewedBy: 'a1' },
    });
    expect(transition && statusUpdate(transition)).toEqual({
      '_status.approved': true,
      '_status.reason': null,
      '_status.reviewedAt': now,
      '_status.reviewedBy': 'a1',
    });
  });

  it('rejects an approved item with its reason', () => {
    expect(
      reviewTransition({ approved: true }, { decision: 'reject', reason: 'Closed' }, 'a2', now),
    ).toMatchObject({ approved: false, previous: 'approved', status: { reason: 'Closed' } });
  });
});
