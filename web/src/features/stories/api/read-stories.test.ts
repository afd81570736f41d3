import { describe, expect, it } from 'vitest';

import { toStoryView } from './read-stories';

describe('story view', () => {
  it('keeps what the public sees, with the publication date as an ISO string', () => {
    const view = toStoryView({
      id: 's-paws-pho',
      title: 'Forty bowls of pho',
      summary: 'Sandia Paws raised $842 in one day.',
      body: 'When Sandia Paws asked Kevin Tran whether Saigon Sunrise would host…',
      category: 'animals',
      fundaxerId: 'seed-fundaxer-paws',
      eventId: 'e-past-paws-saigon',
      raisedCents: 84_200,
      imageUrl: null,
      published: true,
      publishedAt: new Date('2026-11-01T12:00:00Z'),
      createdAt: new Date('2026-10-30T12:00:00Z'),
      updatedAt: new Date('2026-11-01T12:00:00Z'),
    });
    expect(view.publishedAt).toBe('2026-11-01T12:00:00.000Z');
    expect(view).not.toHaveProperty('published');
    expect(view).not.toHaveProperty('createdAt');
    expect(view.raisedCents).toBe(84_200);
  });
});
