import { describe, expect, it } from 'vitest';

import { bySoonestStart, isPendingEventForAdmin } from './pending-events';

const now = new Date('2026-11-20T15:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('isPendingEventForAdmin', () => {
  it('lists a pending event that starts in the future', () => {
    expect(isPendingEventForAdmin({ eventStart: at(1), _status: { approved: null } }, now)).toBe(
      true,
    );
  });

  it('drops it once its start is now or past', () => {
    expect(isPendingEventForAdmin({ eventStart: now, _status: { approved: null } }, now)).toBe(
      false,
    );
    expect(isPendingEventForAdmin({ eventStart: at(-1), _status: { approved: null } }, now)).toBe(
      false,
    );
  });

  it('drops reviewed events', () => {
    expect(
      isPendingEventForAdmin({ eventStart: at(86_400_000), _status: { approved: true } }, now),
    ).toBe(false);
    expect(
      isPendingEventForAdmin({ eventStart: at(86_400_000), _status: { approved: false } }, now),
    ).toBe(false);
  });
});

describe('bySoonestStart', () => {
  it('puts the most urgent review first', () => {
    const events = [{ eventStart: at(3) }, { eventStart: at(1) }, { eventStart: at(2) }];
    expect(events.sort(bySoonestStart).map((e) => e.eventStart.getTime() - now.getTime())).toEqual([
      1, 2, 3,
    ]);
  });
});
