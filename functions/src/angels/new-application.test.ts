import { describe, expect, it } from 'vitest';

import { assertMayApply, newApplication } from './new-application';

const withStatus = (approved: boolean | null) => ({
  _status: { approved, reason: null, reviewedAt: null, reviewedBy: null },
});

describe('angel applications', () => {
  it('allows a first application and one after a rejection', () => {
    expect(() => assertMayApply([])).not.toThrow();
    expect(() => assertMayApply([withStatus(false)])).not.toThrow();
  });

  it('refuses while one is pending or after approval', () => {
    for (const existing of [[withStatus(null)], [withStatus(false), withStatus(true)]]) {
      expect(() => assertMayApply(existing)).toThrow(
        expect.objectContaining({ code: 'failed-precondition' }),
      );
    }
  });

  it('stamps submitDate in whole seconds and starts pending without dues', () => {
    const application = newApplication(
      { answers: { why: 'Meet owners' }, categories: ['finance'] },
      { id: 'a1', name: 'Priya' },
      new Date('2026-11-01T12:00:00.900Z'),
    );
    expect(application).toMatchObject({
      applicantId: 'a1',
      submitDate: Date.parse('2026-11-01T12:00:00Z') / 1000,
      _status: { approved: null },
      dues: null,
    });
  });
});
