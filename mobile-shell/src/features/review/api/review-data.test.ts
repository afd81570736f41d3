import { describe, expect, it } from 'vitest';

import { storedEvent } from '../../../testing/fixtures';
import {
  type ReviewQueues,
  describeChanges,
  toQueueEvent,
  toQueueRevision,
  toQueueVenue,
  withoutReviewed,
} from './review-data';

describe('the review queues', () => {
  it('keep an event as a phone lists it', () => {
    expect(toQueueEvent(storedEvent({ id: 'e-garden', title: 'Garden Hops Night' }))).toEqual({
      id: 'e-garden',
      title: 'Garden Hops Night',
      venueName: 'Baca’s',
      eventStart: '2026-12-06T00:00:00.000Z',
      givebackPercent: 20,
      fundaxerName: 'Dana',
    });
  });

  it('name a venue’s category in words', () => {
    const venue = {
      id: 'v1',
      name: 'Westside Taproom',
      address: '1 Coors Blvd NW',
      category: 'brewery',
    };
    expect(toQueueVenue(venue as never)).toEqual({
      id: 'v1',
      name: 'Westside Taproom',
      address: '1 Coors Blvd NW',
      category: 'Brewery or taproom',
    });
  });

  it('say what a change changes, quoting a new title or website, each field once', () => {
    expect(
      describeChanges({
        title: 'Pho for Los Duranes Community Garden',
        eventEnd: new Date(),
        giveback: {},
        fundaxerId: 'f2',
        fundaxerName: 'New fundaxer',
        image: null,
        imageUrl: null,
      }),
    ).toEqual([
      'title to “Pho for Los Duranes Community Garden”',
      'end time',
      'give-back terms',
      'fundaxer',
      'picture',
    ]);
    expect(describeChanges({ website: null, _geoloc: {}, address: 'x' })).toEqual([
      'website to “none”',
      'location',
      'address',
    ]);
    expect(
      toQueueRevision({
        id: 'venue-v-nob-hill',
        targetType: 'venue',
        title: 'Nob Hill Taproom',
        changes: { website: 'https://nobhilltaproom.example' },
      } as never),
    ).toEqual({
      id: 'venue-v-nob-hill',
      targetType: 'venue',
      title: 'Nob Hill Taproom',
      changes: ['website to “https://nobhilltaproom.example”'],
    });
  });

  it('let a reviewed item leave its list', () => {
    const queues: ReviewQueues = {
      events: [toQueueEvent(storedEvent({ id: 'a' })), toQueueEvent(storedEvent({ id: 'b' }))],
      venues: [{ id: 'a-venue', name: 'V', address: '', category: '' }],
      revisions: [],
      readAt: '2026-12-01T00:00:00.000Z',
    };
    const after = withoutReviewed(queues, 'a');
    expect(after.events.map((event) => event.id)).toEqual(['b']);
    expect(after.venues).toHaveLength(1);
  });
});
