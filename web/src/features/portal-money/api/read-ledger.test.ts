import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { LEDGER_LIMIT, readLedger } from './read-ledger';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  ledgerEntriesForPayeeQuery: (_db: unknown, uid: string) => `ledger-of-${uid}`,
}));

describe('readLedger', () => {
  it('reads the payee’s own entries, capped, without what is not theirs to see', async () => {
    firestore.answer({
      'ledger-of-u1': [
        {
          id: 'l1',
          kind: 'payment',
          eventId: 'e1',
          party: 'partner',
          payeeId: 'u1',
          amountCents: 9_000,
          reference: 'ACH 1001',
          reason: null,
          idempotencyKey: 'k',
          recordedBy: 'demo-admin',
          recordedAt: new Date('2026-12-10T17:00:00Z'),
        },
      ],
    });
    expect(await readLedger('u1')).toEqual([
      {
        id: 'l1',
        kind: 'payment',
        eventId: 'e1',
        party: 'partner',
        amountCents: 9_000,
        reference: 'ACH 1001',
        reason: null,
        recordedAt: '2026-12-10T17:00:00.000Z',
      },
    ]);
    expect(firestore.getDocs).toHaveBeenCalledWith({
      base: 'ledger-of-u1',
      parts: [{ limit: LEDGER_LIMIT }],
    });
  });
});
