import { describe, expect, it } from 'vitest';

import { eventChanges } from './event-changes';

const now = new Date('2026-11-01T12:00:00Z');
const stored = (approved: boolean | null) => ({
  eventStart: new Date('2026-11-10T18:00:00Z'),
  eventEnd: new Date('2026-11-10T21:00:00Z'),
  giveback: { percent: 15, terms: '', exclusions: '' },
  fundaxerId: null,
  _status: {
    approved,
    disabled: false,
    cancelled: false,
    cancelReason: null,
    reason: null,
    reviewedAt: null,
    reviewedBy: null,
  },
});
const owner = { admin: false };

describe('eventChanges', () => {
  it('keeps an approval for edits people did not rely on', () => {
    const changes = eventChanges({ id: 'e1', title: 'New title' }, stored(true), owner, now);
    expect(changes).toEqual({ title: 'New title', updatedAt: now });
  });

  it('sends an approved event back to review for new dates or give-back terms', () => {
    for (const input of [
      { id: 'e1', eventStart: '2026-11-10T19:00:00Z' },
      { id: 'e1', givebackPercent: 20 },
      { id: 'e1', givebackExclusions: 'Alcohol' },
    ]) {
      expect(eventChanges(input, stored(true), owner, now)).toMatchObject({
        '_status.approved': null,
        '_status.reviewedBy': null,
      });
    }
  });

  it('does not reset a review for a value that did not change, or for an admin’s edit', () => {
    expect(
      eventChanges({ id: 'e1', givebackPercent: 15 }, stored(true), owner, now),
    ).not.toHaveProperty(['_status.approved']);
    expect(
      eventChanges({ id: 'e1', givebackPercent: 30 }, stored(true), { admin: true }, now),
    ).not.toHaveProperty(['_status.approved']);
  });

  it('resubmits a rejected event on any edit', () => {
    expect(eventChanges({ id: 'e1', title: 'Fixed' }, stored(false), owner, now)).toMatchObject({
      '_status.approved': null,
    });
  });

  it('writes give-back terms as field paths and dates as Dates', () => {
    expect(
      eventChanges(
        { id: 'e1', givebackTerms: 'Dine-in only', eventEnd: '2026-11-10T22:00:00Z' },
        stored(null),
        owner,
        now,
      ),
    ).toMatchObject({
      'giveback.terms': 'Dine-in only',
      eventEnd: new Date('2026-11-10T22:00:00Z'),
    });
  });

  it('refuses dates out of order, a start in the past, or an end in the past', () => {
    const attempt = (input: Record<string, string>) => () =>
      eventChanges({ id: 'e1', ...input }, stored(null), owner, now);
    expect(attempt({ eventEnd: '2026-11-10T17:00:00Z' })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(attempt({ eventStart: '2026-10-01T00:00:00Z' })).toThrow(
      expect.objectContaining({ code: 'failed-precondition' }),
    );
    const running = { ...stored(null), eventStart: new Date('2026-10-31T00:00:00Z') };
    expect(() =>
      eventChanges({ id: 'e1', eventEnd: '2026-11-01T00:00:00Z' }, running, owner, now),
    ).toThrow(expect.objectContaining({ code: 'failed-precondition' }));
  });
});
