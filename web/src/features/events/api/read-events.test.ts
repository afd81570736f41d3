import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { getDoc } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readEvent } from './read-events';
import { storedEvent } from './test-event';

vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  eventDoc: (_db: unknown, id: string) => ({ path: `events/${id}` }),
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDoc: vi.fn(),
}));

const snapshotOf = (data: unknown) => ({ data: () => data }) as never;

afterEach(() => vi.resetAllMocks());

describe('readEvent', () => {
  it('returns the public view of an approved event', async () => {
    vi.mocked(getDoc).mockResolvedValue(snapshotOf(storedEvent()));
    await expect(readEvent('e-library-night')).resolves.toMatchObject({
      id: 'e-library-night',
      givebackPercent: 20,
    });
  });

  it('has nothing to show for a missing, refused, pending or disabled event', async () => {
    const event = storedEvent();
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf(undefined));
    await expect(readEvent('gone')).resolves.toBeNull();
    vi.mocked(getDoc).mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await expect(readEvent('private')).resolves.toBeNull();
    vi.mocked(getDoc).mockResolvedValueOnce(
      snapshotOf({ ...event, _status: { ...event._status, approved: null } }),
    );
    await expect(readEvent('pending')).resolves.toBeNull();
    vi.mocked(getDoc).mockResolvedValueOnce(
      snapshotOf({ ...event, _status: { ...event._status, disabled: true } }),
    );
    await expect(readEvent('disabled')).resolves.toBeNull();
  });

  it('lets every other failure through, for the page to report', async () => {
    vi.mocked(getDoc).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    await expect(readEvent('e1')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
