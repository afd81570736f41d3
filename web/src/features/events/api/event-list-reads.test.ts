import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readFundaxerEvents, readPartnerEvents, readSpecialEvents } from './read-events';
import { storedEvent } from './test-event';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  specialEventsQuery: () => 'special',
  upcomingPartnerEventsQuery: (_db: unknown, uid: string) => `upcoming-at-${uid}`,
  fundaxerPublicEventsQuery: (_db: unknown, uid: string) => `events-for-${uid}`,
}));

describe('event list reads', () => {
  it('read the special, a partner’s and a fundaxer’s public events, dates as ISO strings', async () => {
    const event = storedEvent();
    firestore.answer({
      special: [event],
      'upcoming-at-demo-partner': [event],
      'events-for-demo-fundaxer': [event, storedEvent({ id: 'e2' })],
    });
    const [special] = await readSpecialEvents();
    expect(special).toMatchObject({
      id: 'e-library-night',
      eventStart: '2026-12-06T00:00:00.000Z',
      cancelled: false,
    });
    expect(await readPartnerEvents('demo-partner')).toHaveLength(1);
    expect((await readFundaxerEvents('demo-fundaxer')).map((e) => e.id)).toEqual([
      'e-library-night',
      'e2',
    ]);
  });
});
