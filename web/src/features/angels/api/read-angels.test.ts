import { describe, expect, it } from 'vitest';

import { rankCategories } from '../components/category-ranking';
import { paymentReference } from '../components/dues-status';
import { toDuesView } from './read-angels';

const application = {
  id: 'a-priya-raman',
  applicantId: 'demo-angel',
  applicantName: 'Priya Raman',
  submitDate: 1_790_000_000,
  answers: { business: 'Insurance' },
  categories: ['insurance' as const],
  _status: { approved: true, reason: null, reviewedAt: null, reviewedBy: null },
  dues: {
    amountCents: 25_000,
    status: 'paid' as const,
    paidAt: new Date('2026-10-02T16:00:00Z'),
    reference: 'CHK 1042',
  },
};

describe('angel dues view', () => {
  it('turns the seconds timestamp and the paid date into ISO strings', () => {
    expect(toDuesView(application)).toEqual({
      applicationId: 'a-priya-raman',
      applicantName: 'Priya Raman',
      submittedAt: new Date(1_790_000_000_000).toISOString(),
      approved: true,
      reason: null,
      dues: {
        amountCents: 25_000,
        status: 'paid',
        paidAt: '2026-10-02T16:00:00.000Z',
        reference: 'CHK 1042',
      },
    });
  });

  it('keeps dues absent until an admin sets them', () => {
    expect(toDuesView({ ...application, dues: null }).dues).toBeNull();
  });

  it('gives a short payment reference from the application id', () => {
    expect(paymentReference('a-priya-raman')).toBe('ANGEL-A-PRIYA-');
    expect(paymentReference('x')).toBe('ANGEL-X');
  });
});

describe('category ranking', () => {
  it('puts the categories with most angels first, ties in catalogue order', () => {
    const ranked = rankCategories({
      total: 3,
      byCategory: {
        'real-estate': 1,
        finance: 2,
        insurance: 2,
        legal: 0,
        marketing: 0,
        technology: 1,
        'health-wellness': 0,
        'home-services': 0,
        hospitality: 0,
        retail: 0,
        nonprofit: 0,
        other: 0,
      },
    });
    expect(ranked.slice(0, 4).map((entry) => [entry.category, entry.count])).toEqual([
      ['finance', 2],
      ['insurance', 2],
      ['real-estate', 1],
      ['technology', 1],
    ]);
    expect(ranked).toHaveLength(12);
  });
});
