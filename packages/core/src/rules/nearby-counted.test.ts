import { describe, expect, it } from 'vitest';

import { eventCountedAt, venueCountedAt } from './nearby-counted';

const now = new Date('2026-11-22T19:00:00Z');
const shown = { approved: true, disabled: false, cancelled: false };
const at = (status: object, eventEnd = new Date('2026-11-23T04:00:00Z')) => ({
  _status: { ...shown, ...status },
  _geoloc: { hash: '9whpbc1234' },
  eventEnd,
});

describe('where nearby counts hold a listing', () => {
  it('counts a public venue at its geohash, and no other', () => {
    expect(venueCountedAt(at({}))).toBe('9whpbc1234');
    expect(venueCountedAt(at({ approved: null }))).toBeNull();
    expect(venueCountedAt(at({ approved: false }))).toBeNull();
    expect(venueCountedAt(at({ disabled: true }))).toBeNull();
  });

  it('counts a public event until the instant it ends (hasEnded: eventEnd <= now)', () => {
    expect(eventCountedAt(at({}), now)).toBe('9whpbc1234');
    expect(eventCountedAt(at({}, new Date(now.getTime() + 1)), now)).toBe('9whpbc1234');
    expect(eventCountedAt(at({}, now), now)).toBeNull();
    expect(eventCountedAt(at({ cancelled: true }), now)).toBeNull();
    expect(eventCountedAt(at({ approved: null }), now)).toBeNull();
    expect(eventCountedAt(at({ disabled: true }), now)).toBeNull();
  });
});
