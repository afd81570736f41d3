import { describe, expect, it } from 'vitest';

import {
  ADMIN_FEED_CATALOGUE,
  ADMIN_FEED_KINDS,
  adminFeedItemId,
  adminFeedMessage,
} from './admin-feed';

describe('the admin feed', () => {
  it('defines every kind', () => {
    expect(Object.keys(ADMIN_FEED_CATALOGUE).sort()).toEqual([...ADMIN_FEED_KINDS].sort());
  });

  it('says what waits and links to the console page where it is handled', () => {
    expect(
      adminFeedMessage('venue-submitted', {
        venueId: 'v1',
        venueName: 'Barelas Coffee House',
        ownerName: 'Miguel Baca',
      }),
    ).toEqual({
      kind: 'venue-submitted',
      subjectId: 'v1',
      title: 'New location to review: Barelas Coffee House',
      body: 'Miguel Baca added it. It stays hidden until it is approved.',
      link: '/auth/record/v1?kind=venue',
    });
    const event = adminFeedMessage('event-submitted', {
      eventId: 'e1',
      eventTitle: 'Taco night',
      venueName: 'Barelas Coffee House',
      startsAt: new Date('2026-12-05T01:00:00Z'),
      organizerName: 'Dana Yazzie',
    });
    expect(event.body).toBe(
      'Dana Yazzie proposed it at Barelas Coffee House for Fri, Dec 4, 2026, 6:00 PM MST. Review it before it starts.',
    );
    expect(event.link).toBe('/auth/record/e1?kind=event');
    expect(
      adminFeedMessage('application-submitted', { applicationId: 'a1', applicantName: 'Priya' })
        .link,
    ).toBe('/auth/angels');
    expect(
      adminFeedMessage('support-requested', { requestId: 's1', subject: 'Help' }),
    ).toMatchObject({ title: 'New support request: Help', link: '/auth/requests' });
    expect(adminFeedItemId('venue-submitted', 'v1')).toBe('venue-submitted-v1');
  });
});
