import type * as Kit from '@fundax/client';
import { NETWORK_CATEGORIES } from '@fundax/core';
import { describe, expect, it, vi } from 'vitest';

import { firestore, refused } from '../../../testing/firestore-mocks';
import { readAngel, readAngelsInCategory, readCategoryCounts, readDues } from './read-angels';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  listedProfilesQuery: (_db: unknown, role: string) => `listed-${role}s`,
  listedAngelsInCategoryQuery: (_db: unknown, category: string) => `angels-in-${category}`,
  profileDoc: (_db: unknown, uid: string) => `profiles/${uid}`,
  applicationDoc: (_db: unknown, id: string) => `applications/${id}`,
}));

const profile = (overrides: Record<string, unknown>) => ({
  id: 'demo-angel',
  role: 'angel',
  displayName: 'Priya Raman',
  listed: true,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

describe('angel reads', () => {
  it('shows a listed angel only (not an unlisted one, another role, or a refused read)', async () => {
    firestore.answer({
      'profiles/demo-angel': profile({}),
      'profiles/hidden': profile({ listed: false }),
      'profiles/demo-partner': profile({ role: 'partner' }),
      'profiles/private': refused(),
    });
    await expect(readAngel('demo-angel')).resolves.toMatchObject({ displayName: 'Priya Raman' });
    expect(await readAngel('demo-angel')).not.toHaveProperty('listed');
    await expect(readAngel('hidden')).resolves.toBeNull();
    await expect(readAngel('demo-partner')).resolves.toBeNull();
    await expect(readAngel('private')).resolves.toBeNull();
  });

  it('counts listed angels per category and in all, on the server', async () => {
    firestore.answer({ 'listed-angels': 4, 'angels-in-insurance': 3, 'angels-in-legal': 1 });
    const counts = await readCategoryCounts();
    expect(counts.total).toBe(4);
    expect(counts.byCategory).toMatchObject({ insurance: 3, legal: 1, finance: 0 });
    expect(firestore.reads).toHaveLength(NETWORK_CATEGORIES.length + 1);
  });

  it('lists the angels of a category by name', async () => {
    firestore.answer({
      'angels-in-insurance': [profile({ displayName: 'Zoe' }), profile({ displayName: 'Ana' })],
    });
    const angels = await readAngelsInCategory('insurance');
    expect(angels.map((angel) => angel.displayName)).toEqual(['Ana', 'Zoe']);
  });

  it('reads an angel’s own dues, nothing for another’s or a missing one', async () => {
    const application = {
      id: 'a1',
      applicantName: 'Priya Raman',
      submitDate: 1_790_000_000,
      _status: { approved: true, reason: null },
      dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
    };
    firestore.answer({ 'applications/a1': application, 'applications/theirs': refused() });
    await expect(readDues('a1')).resolves.toMatchObject({ applicationId: 'a1', approved: true });
    await expect(readDues('theirs')).resolves.toBeNull();
    await expect(readDues('gone')).resolves.toBeNull();
  });

  it('lets any other failure through for the page to report', async () => {
    firestore.answer({
      'applications/a1': Object.assign(new Error('offline'), { code: 'unavailable' }),
    });
    await expect(readDues('a1')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
