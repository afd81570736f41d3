import { describe, expect, it } from 'vitest';

import {
  assertCanCreateEventAt,
  assertEventOpen,
  assertCanManageEvent,
  assertStartsInFuture,
} from './event-access';

const status = (approved: boolean | null, disabled = false) => ({
  approved,
  disabled,
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
});
const code = (attempt: () => void) => {
  try {
    attempt();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('assertCanCreateEventAt', () => {
  it('lets a partner host at their own venue, even before review', () => {
    expect(
      code(() => assertCanCreateEventAt('partner', 'p1', { ownerId: 'p1', _status: status(null) })),
    ).toBeNull();
    expect(
      code(() => assertCanCreateEventAt('partner', 'p2', { ownerId: 'p1', _status: status(true) })),
    ).toBe('permission-denied');
  });

  it('lets a fundaxer host only at an approved venue', () => {
    expect(
      code(() =>
        assertCanCreateEventAt('fundaxer', 'f1', { ownerId: 'p1', _status: status(true) }),
      ),
    ).toBeNull();
    expect(
      code(() =>
        assertCanCreateEventAt('fundaxer', 'f1', { ownerId: 'p1', _status: status(null) }),
      ),
    ).toBe('failed-precondition');
  });

  it('refuses angels and removed venues', () => {
    expect(
      code(() => assertCanCreateEventAt('angel', 'a1', { ownerId: 'p1', _status: status(true) })),
    ).toBe('permission-denied');
    expect(
      code(() =>
        assertCanCreateEventAt('partner', 'p1', { ownerId: 'p1', _status: status(true, true) }),
      ),
    ).toBe('failed-precondition');
  });
});

describe('event ownership and time', () => {
  const event = { organizerId: 'f1', partnerId: 'p1' };
  const now = new Date('2026-11-01T12:00:00Z');

  it('lets the organizer, the partner and admins manage an event (core canManageEvent)', () => {
    expect(code(() => assertCanManageEvent(event, { uid: 'f1', admin: false }))).toBeNull();
    expect(code(() => assertCanManageEvent(event, { uid: 'p1', admin: false }))).toBeNull();
    expect(code(() => assertCanManageEvent(event, { uid: 'x', admin: true }))).toBeNull();
    expect(code(() => assertCanManageEvent(event, { uid: 'x', admin: false }))).toBe(
      'permission-denied',
    );
  });

  it('treats ended (from the instant eventEnd is reached) and cancelled events as closed', () => {
    const open = { eventEnd: new Date('2026-11-02T00:00:00Z'), _status: { cancelled: false } };
    expect(code(() => assertEventOpen(open as never, now))).toBeNull();
    expect(code(() => assertEventOpen({ ...open, eventEnd: now } as never, now))).toBe(
      'failed-precondition',
    );
    const justBefore = new Date(now.getTime() + 1);
    expect(code(() => assertEventOpen({ ...open, eventEnd: justBefore } as never, now))).toBeNull();
    expect(
      code(() => assertEventOpen({ ...open, _status: { cancelled: true } } as never, now)),
    ).toBe('failed-precondition');
    expect(code(() => assertStartsInFuture(now, now))).toBe('failed-precondition');
  });
});
