import { publicEventSchema } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { isListedEvent, toEventView } from './event-view';
import { storedEvent } from './test-event';

describe('event view', () => {
  it('is the public wire shape (ISO dates, flat give-back terms) plus cancellation', () => {
    const view = toEventView(storedEvent());
    expect(publicEventSchema.parse(view)).toMatchObject({
      id: 'e-library-night',
      eventStart: '2026-12-06T00:00:00.000Z',
      eventEnd: '2026-12-06T04:00:00.000Z',
      givebackPercent: 20,
      givebackTerms: 'Food and soft drinks.',
      givebackExclusions: 'Alcohol.',
      lat: 35.0967,
      lng: -106.6698,
    });
    expect([view.cancelled, view.cancelReason]).toEqual([false, null]);
    // Nothing private or internal leaks into the view.
    expect(view).not.toHaveProperty('_protected');
    expect(view).not.toHaveProperty('organizerId');
  });

  it('carries the reason of a cancelled event', () => {
    const event = storedEvent();
    const view = toEventView({
      ...event,
      _status: { ...event._status, cancelled: true, cancelReason: 'Patio repairs.' },
    });
    expect([view.cancelled, view.cancelReason]).toEqual([true, 'Patio repairs.']);
  });

  it('lists only approved, enabled events', () => {
    const event = storedEvent();
    expect(isListedEvent(event)).toBe(true);
    expect(isListedEvent({ ...event, _status: { ...event._status, approved: null } })).toBe(false);
    expect(isListedEvent({ ...event, _status: { ...event._status, approved: false } })).toBe(false);
    expect(isListedEvent({ ...event, _status: { ...event._status, disabled: true } })).toBe(false);
  });
});
