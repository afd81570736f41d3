import { describe, expect, it } from 'vitest';

import { z } from '../zod';
import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import { eventLede } from './event-lede';
import { eventViewSchema, isListedEvent, toEventView } from './event-view';

const storedEvent = () => parseDocument('events', 'e1', sampleDocuments.events);

describe('event view', () => {
  it('is the public wire shape (ISO dates, flat give-back terms) plus cancellation', () => {
    const event = storedEvent();
    const view = toEventView(event);
    expect(z.strictObject(eventViewSchema.shape).parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 'e1',
      eventStart: event.eventStart.toISOString(),
      givebackPercent: event.giveback.percent,
      lat: event._geoloc.lat,
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
    const listed = { ...event, _status: { ...event._status, approved: true, disabled: false } };
    expect(isListedEvent(listed)).toBe(true);
    expect(isListedEvent({ ...listed, _status: { ...listed._status, approved: null } })).toBe(
      false,
    );
    expect(isListedEvent({ ...listed, _status: { ...listed._status, approved: false } })).toBe(
      false,
    );
    expect(isListedEvent({ ...listed, _status: { ...listed._status, disabled: true } })).toBe(
      false,
    );
  });

  it('words the page’s lede with the time in Mountain Time and the beneficiary', () => {
    const view = {
      ...toEventView(storedEvent()),
      eventStart: '2026-12-06T01:00:00.000Z',
      venueName: 'Baca’s',
      givebackPercent: 20,
    };
    expect(eventLede({ ...view, fundaxerName: 'Monte Vista PTA' })).toBe(
      'Sat, Dec 5 · 6:00 PM MST at Baca’s. 20% of sales go to Monte Vista PTA.',
    );
    expect(eventLede({ ...view, fundaxerName: null })).toBe(
      'Sat, Dec 5 · 6:00 PM MST at Baca’s. 20% of sales go to the cause.',
    );
    // A link preview words the start its own way.
    expect(eventLede(view, (start) => `[${start}]`)).toMatch(
      /^\[2026-12-06T01:00:00\.000Z\] at Baca’s\. 20% of sales go to /,
    );
  });
});
