import { describe, expect, it } from 'vitest';

import {
  ENDED_EVENT_FILTER,
  NOT_ENDED_EVENT_FILTER,
  canManageEvent,
  hasEnded,
} from './event-access';

const now = new Date('2026-12-06T12:00:00Z');
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);

describe('hasEnded', () => {
  it('is true from the instant eventEnd is reached (eventEnd <= now)', () => {
    expect(hasEnded({ eventEnd: before }, now)).toBe(true);
    expect(hasEnded({ eventEnd: now }, now)).toBe(true);
    expect(hasEnded({ eventEnd: after }, now)).toBe(false);
  });

  it('reads ISO strings the same as Dates, at the boundary too', () => {
    expect(hasEnded({ eventEnd: now.toISOString() }, now)).toBe(true);
    expect(hasEnded({ eventEnd: after.toISOString() }, now)).toBe(false);
    expect(hasEnded({ eventEnd: '2026-12-06T05:00:00.000-07:00' }, now)).toBe(true);
  });

  it('names the query filters that agree with it', () => {
    const compare = {
      '<=': (a: number, b: number) => a <= b,
      '>': (a: number, b: number) => a > b,
    };
    for (const end of [before, now, after]) {
      expect(compare[ENDED_EVENT_FILTER](end.getTime(), now.getTime())).toBe(
        hasEnded({ eventEnd: end }, now),
      );
      expect(compare[NOT_ENDED_EVENT_FILTER](end.getTime(), now.getTime())).toBe(
        !hasEnded({ eventEnd: end }, now),
      );
    }
  });
});

describe('canManageEvent', () => {
  const event = { organizerId: 'fundaxer-1', partnerId: 'partner-1' };

  it('lets the organizer, the venue’s partner and an admin manage the event', () => {
    expect(canManageEvent(event, { uid: 'fundaxer-1' })).toBe(true);
    expect(canManageEvent(event, { uid: 'partner-1', admin: false })).toBe(true);
    expect(canManageEvent(event, { uid: 'someone', admin: true })).toBe(true);
  });

  it('refuses anyone else', () => {
    expect(canManageEvent(event, { uid: 'someone' })).toBe(false);
    expect(canManageEvent(event, { uid: 'someone', admin: false })).toBe(false);
  });
});
